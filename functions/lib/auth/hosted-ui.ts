import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Tokens } from '../ports.js';
import { jwksCacheFor } from './session.js';

export type FederatedProvider = 'google' | 'apple';
const IDP_NAME: Record<FederatedProvider, string> = { google: 'Google', apple: 'SignInWithApple' };

export interface HostedUi {
  authorizeUrl(provider: FederatedProvider): string;
  /** Exchanges an authorization code; resolves the tokens and the e-mail in the ID token, or undefined. */
  exchangeCode(code: string): Promise<{ tokens: Tokens; email: string; cognitoUsername: string } | undefined>;
}

/** The Cognito hosted UI, used only for Google and Apple sign-in. */
export function makeHostedUi(cfg: { domain: string; clientId: string; redirectUri: string; issuer: string }): HostedUi {
  const jwksCache = jwksCacheFor(cfg.issuer);
  const idVerifier = JwtRsaVerifier.create(
    {
      issuer: cfg.issuer,
      audience: cfg.clientId,
      jwksUri: `${cfg.issuer}/.well-known/jwks.json`,
    },
    jwksCache ? { jwksCache } : undefined,
  );
  return {
    authorizeUrl(provider) {
      const q = new URLSearchParams({
        identity_provider: IDP_NAME[provider],
        response_type: 'code',
        client_id: cfg.clientId,
        redirect_uri: cfg.redirectUri,
        scope: 'openid email profile',
        state: provider,
      });
      return `${cfg.domain}/oauth2/authorize?${q}`;
    },
    async exchangeCode(code) {
      const res = await fetch(`${cfg.domain}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: cfg.clientId,
          code,
          redirect_uri: cfg.redirectUri,
        }),
      });
      if (!res.ok) return undefined;
      const body = (await res.json()) as {
        access_token: string;
        id_token: string;
        refresh_token?: string;
        expires_in: number;
      };
      const claims = await idVerifier.verify(body.id_token).catch(() => undefined);
      if (!claims || typeof claims.email !== 'string') return undefined;
      return {
        tokens: {
          accessToken: body.access_token,
          idToken: body.id_token,
          refreshToken: body.refresh_token,
          expiresIn: body.expires_in,
        },
        email: claims.email,
        cognitoUsername: String(claims['cognito:username'] ?? ''),
      };
    },
  };
}
