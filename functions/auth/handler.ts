import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
} from '../../shared/schemas/auth.js';
import { MSG } from '../../shared/messages.js';
import { COOKIE } from '../lib/http/cookies.js';
import { json, parseWith, redirect, type HttpRequest, type RouteHandler } from '../lib/http/http.js';
import { clientAddressOf } from '../lib/auth/rate-limits.js';
import { clearedSessionCookies, sessionCookies } from '../lib/auth/session.js';
import type { AuthService } from './auth.service.js';
import type { FederatedService } from './federated.service.js';
import type { FederatedProvider } from '../lib/auth/hosted-ui.js';

const homeOf = (role: string) => (role === 'admin' ? '/admin' : '/vendor/dashboard');
const signedInUser = (req: HttpRequest) => req.user!;

export function makeAuthHandlers(deps: {
  auth: AuthService;
  federated: FederatedService;
}): Record<string, RouteHandler> {
  const { auth, federated } = deps;

  return {
    'POST /api/auth/login': async (req) => {
      const { emailOrPhone, password } = parseWith(loginRequestSchema, req.body);
      const { user, tokens } = await auth.login(emailOrPhone, password, clientAddressOf(req.event));
      return json(user, 200, { cookies: sessionCookies(tokens) });
    },
    'GET /api/auth/user': async (req) => json(signedInUser(req)),
    'GET /api/health': async () => json({ status: 'ok' }),
    'POST /api/auth/logout': async (req) => {
      await auth.logout(req.user, req.cookies[COOKIE.refresh]);
      return json({ message: MSG.goodbyeText }, 200, { cookies: clearedSessionCookies() });
    },
    'POST /api/auth/forgot-password': async (req) => {
      const { emailOrPhone } = parseWith(forgotPasswordRequestSchema, req.body);
      return json(await auth.requestReset(emailOrPhone, clientAddressOf(req.event)));
    },
    'GET /api/auth/validate-reset-token/{token}': async (req) =>
      json(await auth.validateResetToken(req.params.token ?? '', clientAddressOf(req.event))),
    'POST /api/auth/reset-password': async (req) => {
      const { token, newPassword } = parseWith(resetPasswordRequestSchema, req.body);
      return json(await auth.resetPassword(token, newPassword, clientAddressOf(req.event)));
    },
    'POST /api/change-password': async (req) => {
      const { currentPassword, newPassword } = parseWith(changePasswordRequestSchema, req.body);
      const { message, tokens } = await auth.changePassword(signedInUser(req), currentPassword, newPassword);
      return json({ message }, 200, { cookies: tokens ? sessionCookies(tokens) : clearedSessionCookies() });
    },
    'GET /api/auth/google': async () => redirect(federated.startLocation('google')),
    'GET /api/auth/apple': async () => redirect(federated.startLocation('apple')),
    /** The hosted UI sends the browser back here with ?code=…&state=google|apple. */
    'GET /api/auth/callback': async (req) => {
      const provider: FederatedProvider = req.query.state === 'apple' ? 'apple' : 'google';
      const outcome = await federated.complete(req.query.code, provider);
      if (!outcome.ok) return redirect(`/auth?error=${outcome.error}`);
      return redirect(homeOf(outcome.user.role), sessionCookies(outcome.tokens));
    },
    'POST /api/auth/google/callback': async (req) => {
      const code = (req.body as { code?: unknown } | undefined)?.code;
      const outcome = await federated.complete(typeof code === 'string' ? code : undefined, 'google');
      if (!outcome.ok) return json({ message: MSG.googleFailed, error: outcome.error }, 401);
      return json(outcome.user, 200, { cookies: sessionCookies(outcome.tokens) });
    },
  };
}
