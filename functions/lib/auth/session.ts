import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { effectivePermissions } from '../../../shared/permissions.js';
import type { IdentityProvider, Tokens } from '../ports.js';
import { clearCookie, COOKIE, serializeCookie } from '../http/cookies.js';
import type { SessionResolver } from '../http/http.js';
import type { SessionUser } from './session-user.js';
import type { UserItem, UsersRepository } from '../data/users/users.repository.js';

/** Refresh tokens (and so sessions) last 30 days, as the user pool client is configured. */
export const REFRESH_TOKEN_DAYS = 30;

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
 * The signed-in user comes from the access-token cookie; an expired access token is refreshed here on the server
 * with the refresh-token cookie, so page scripts never see a token.
 */
export function makeSessionResolver(deps: {
  verifier: AccessTokenVerifier;
  identity: IdentityProvider;
  users: Pick<UsersRepository, 'getByCognitoUsername'>;
}): SessionResolver {
  const load = async (cognitoUsername: string | undefined) => {
    if (!cognitoUsername) return undefined;
    const user = await deps.users.getByCognitoUsername(cognitoUsername);
    return user?.isActive ? toSessionUser(user) : undefined;
  };
  return {
    async resolve(cookies) {
      const access = cookies[COOKIE.access];
      if (access) {
        const user = await load(await deps.verifier.verify(access));
        if (user) return { user, setCookies: [] };
      }
      const refresh = cookies[COOKIE.refresh];
      if (!refresh) return undefined;
      const tokens = await deps.identity.refresh(refresh);
      if (!tokens) return undefined;
      const user = await load(await deps.verifier.verify(tokens.accessToken));
      return user ? { user, setCookies: sessionCookies(tokens) } : undefined;
    },
  };
}
