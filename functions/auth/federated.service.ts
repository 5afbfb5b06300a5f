import type { HostedUi, FederatedProvider } from '../lib/auth/hosted-ui.js';
import type { Tokens } from '../lib/ports.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import { newSession, toSessionUser } from '../lib/auth/session.js';
import type { UsersRepository } from '../lib/data/users/users.repository.js';

export type FederatedOutcome =
  | { ok: true; user: SessionUser; tokens: Tokens }
  | { ok: false; error: 'google_auth_failed' | 'google_auth_error' | 'apple_auth_error' | 'session_error' };

/**
 * Google and Apple sign-in through the Cognito hosted UI. Only people who already have a MarketDay account may
 * sign in this way: the ID token's e-mail must match a user, whose id the federated Cognito user is linked to.
 */
export function makeFederatedService(deps: {
  hostedUi?: HostedUi;
  enabled: Record<FederatedProvider, boolean>;
  users: Pick<UsersRepository, 'findByEmailOrPhone' | 'linkIdentity' | 'recordLogin'>;
  now: () => Date;
}) {
  const errorFor = (p: FederatedProvider) => (p === 'google' ? 'google_auth_error' : 'apple_auth_error');
  return {
    /** Where the browser goes to start: the hosted UI, or back to /auth with the spec's error code. */
    startLocation(provider: FederatedProvider): string {
      if (!deps.hostedUi || !deps.enabled[provider]) return `/auth?error=${errorFor(provider)}`;
      return deps.hostedUi.authorizeUrl(provider);
    },

    async complete(code: string | undefined, provider: FederatedProvider): Promise<FederatedOutcome> {
      if (!deps.hostedUi || !code) return { ok: false, error: errorFor(provider) };
      const result = await deps.hostedUi.exchangeCode(code);
      if (!result) return { ok: false, error: errorFor(provider) };
      const user = await deps.users.findByEmailOrPhone(result.email);
      if (!user?.isActive) return { ok: false, error: 'google_auth_failed' };
      await deps.users.linkIdentity(result.cognitoUsername, user.id);
      const at = deps.now();
      const session = newSession(result.tokens, at);
      if (session) await deps.users.recordLogin(user, at.toISOString(), session);
      return { ok: true, user: toSessionUser(user), tokens: result.tokens };
    },
  };
}
export type FederatedService = ReturnType<typeof makeFederatedService>;
