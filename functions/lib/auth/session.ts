import { createHash } from 'node:crypto';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { effectivePermissions } from '../../../shared/permissions.js';
import type { IdentityProvider, Tokens } from '../ports.js';
import { clearCookie, COOKIE, serializeCookie } from '../http/cookies.js';
import type { SessionResolver } from '../http/http.js';
import type { SessionUser } from './session-user.js';
import type { UserItem, UsersRepository } from '../data/users/users.repository.js';

/** Refresh tokens (and so sessions) last 30 days, as the user pool client is configured. */
const REFRESH_TOKEN_DAYS = 30;

export interface AccessTokenVerifier {
  /** Resolves the Cognito username (our user id) of a valid access token, or undefined. */
  verify(accessToken: string): Promise<string | undefined>;
}

/**
 * The library fetches keys over https only. The local runtime's Cognito answers on http://localhost, so there
 * (and only there) keys are fetched with plain fetch.
 */
export function jwksCacheFor(issuer: string): SimpleJwksCache | undefined {
  if (!issuer.startsWith('http://localhost') && !issuer.startsWith('http://127.0.0.1')) return undefined;
  return new SimpleJwksCache({ fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() } });
}

export function makeAccessTokenVerifier(cfg: { issuer: string; clientId: string }): AccessTokenVerifier {
  const jwksCache = jwksCacheFor(cfg.issuer);
  const verifier = JwtRsaVerifier.create(
    {
      issuer: cfg.issuer,
      audience: null,
      jwksUri: `${cfg.issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('Not an access token');
        if (payload.client_id !== cfg.clientId) throw new Error('Token from another client');
      },
    },
    jwksCache ? { jwksCache } : undefined,
  );
  return {
    async verify(token) {
      try {
        const payload = await verifier.verify(token);
        return typeof payload.username === 'string' ? payload.username : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export function toSessionUser(u: UserItem): SessionUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    phone: u.phone ?? undefined,
    role: u.role,
    vendorId: u.vendorId,
    permissions: effectivePermissions(u.role, u.permissions),
    defaultVendorTypes: u.defaultVendorTypes,
    textNotifications: u.textNotifications,
    emailNotifications: u.emailNotifications,
    ...(u.locale ? { locale: u.locale } : {}),
  };
}

export function sessionCookies(tokens: Tokens): string[] {
  return [
    serializeCookie(COOKIE.access, tokens.accessToken, tokens.expiresIn),
    ...(tokens.refreshToken ? [serializeCookie(COOKIE.refresh, tokens.refreshToken, REFRESH_TOKEN_DAYS * 86400)] : []),
  ];
}

export const clearedSessionCookies = () => [clearCookie(COOKIE.access), clearCookie(COOKIE.refresh)];

/**
 * A session is one sign-in: its id is a hash of the session's refresh token, which the browser holds for the
 * session's whole life (a refreshed access token keeps the same refresh token). The user item lists the live ones.
 */
export const sessionIdOf = (refreshToken: string) =>
  createHash('sha256').update(refreshToken).digest('base64url').slice(0, 22);

/** The session to record for a sign-in's tokens, ending when its refresh token does. */
export function newSession(tokens: Tokens, now: Date): { id: string; endsAt: number } | undefined {
  if (!tokens.refreshToken) return undefined;
  return {
    id: sessionIdOf(tokens.refreshToken),
    endsAt: Math.floor(now.getTime() / 1000) + REFRESH_TOKEN_DAYS * 86400,
  };
}

/**
 * The signed-in user comes from the access-token cookie; an expired access token is refreshed here on the server
 * with the refresh-token cookie, so page scripts never see a token. A valid token is not enough: its session must
 * still be listed on the user item (read anyway), so logout, a password change or a reset ends it at once.
 */
export function makeSessionResolver(deps: {
  verifier: AccessTokenVerifier;
  identity: IdentityProvider;
  users: Pick<UsersRepository, 'getByCognitoUsername'>;
  now: () => Date;
}): SessionResolver {
  const now = deps.now;
  const load = async (cognitoUsername: string | undefined, sessionId: string) => {
    if (!cognitoUsername) return undefined;
    const user = await deps.users.getByCognitoUsername(cognitoUsername);
    if (!user?.isActive) return undefined;
    const endsAt = user.sessions[sessionId];
    return endsAt !== undefined && endsAt * 1000 > now().getTime() ? toSessionUser(user) : undefined;
  };
  return {
    async resolve(cookies) {
      const refresh = cookies[COOKIE.refresh];
      // Every session keeps its refresh cookie as long as the session lasts; without it there is no session to check.
      if (!refresh) return undefined;
      const sessionId = sessionIdOf(refresh);
      const access = cookies[COOKIE.access];
      const username = access ? await deps.verifier.verify(access) : undefined;
      // A valid access token of an ended session is refused outright: refreshing cannot bring the session back.
      if (username) {
        const user = await load(username, sessionId);
        return user ? { user, setCookies: [] } : undefined;
      }
      const tokens = await deps.identity.refresh(refresh);
      if (!tokens) return undefined;
      const user = await load(await deps.verifier.verify(tokens.accessToken), sessionId);
      // Only the access cookie is renewed: the refresh token, and so the session id, stay those of the sign-in.
      return user ? { user, setCookies: sessionCookies({ ...tokens, refreshToken: undefined }) } : undefined;
    },
  };
}
