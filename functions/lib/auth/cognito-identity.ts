import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { MSG } from '../../../shared/messages.js';
import { ConflictError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../http/errors.js';
import type { IdentityProvider } from '../ports.js';

export type { IdentityProvider } from '../ports.js';

/** Wrong credentials, as Cognito reports them (cognito-local says InvalidPasswordException where AWS says NotAuthorized). */
const AUTH_FAILURES = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
  'InvalidPasswordException',
  // A username or password Cognito will not even look at (too long, odd characters) is a wrong one too.
  'InvalidParameterException',
]);
const errorName = (err: unknown) => (err as { name?: string } | undefined)?.name ?? '';
const isAuthFailure = (err: unknown) => AUTH_FAILURES.has(errorName(err));

/**
 * Cognito's refusals as our typed errors, so none of them reaches the caller as a 500; anything else (Cognito
 * unreachable, our configuration wrong) is left as it is, a real server fault.
 */
function fromCognitoError(err: unknown): unknown {
  switch (errorName(err)) {
    case 'TooManyFailedAttemptsException':
      return new TooManyRequestsError(MSG.tooManyAttempts);
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      return new TooManyRequestsError(MSG.tooManyRequests);
    case 'InvalidPasswordException':
    case 'InvalidParameterException':
      return new ValidationError(MSG.passwordRejected);
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
    case 'PasswordResetRequiredException':
    case 'UserNotConfirmedException':
      return new UnauthorizedError(MSG.invalidCredentials);
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return new ConflictError(MSG.accountExists);
    default:
      return err;
  }
}

const mapped = (err: unknown): never => {
  throw fromCognitoError(err);
};

export function makeCognitoClient(opts: { region: string; endpoint?: string }): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: opts.region,
    ...(opts.endpoint
      ? { endpoint: opts.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
}

export function makeCognitoIdentity(
  client: CognitoIdentityProviderClient,
  cfg: {
    userPoolId: string;
    clientId: string;
    /**
     * cognito-local (the local runtime) has no global sign-out; there the session list on the user item alone ends
     * the other sessions, which is all the API honours anyway.
     */
    globalSignOut?: boolean;
  },
): IdentityProvider {
  const toTokens = (r: { AccessToken?: string; IdToken?: string; RefreshToken?: string; ExpiresIn?: number }) =>
    r.AccessToken && r.IdToken
      ? { accessToken: r.AccessToken, idToken: r.IdToken, refreshToken: r.RefreshToken, expiresIn: r.ExpiresIn ?? 3600 }
      : undefined;

  return {
    async createUser(username, email, password) {
      await client
        .send(
          new AdminCreateUserCommand({
            UserPoolId: cfg.userPoolId,
            Username: username,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        )
        .catch(mapped);
      if (password) await this.setPassword(username, password);
    },
    async setPassword(username, password) {
      await client
        .send(
          new AdminSetUserPasswordCommand({
            UserPoolId: cfg.userPoolId,
            Username: username,
            Password: password,
            Permanent: true,
          }),
        )
        .catch(mapped);
    },
    async updateEmail(username, email) {
      await client
        .send(
          new AdminUpdateUserAttributesCommand({
            UserPoolId: cfg.userPoolId,
            Username: username,
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        )
        .catch(mapped);
    },
    async signIn(username, password) {
      try {
        const r = await client.send(
          new InitiateAuthCommand({
            ClientId: cfg.clientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: username, PASSWORD: password },
          }),
        );
        return r.AuthenticationResult ? toTokens(r.AuthenticationResult) : undefined;
      } catch (err) {
        if (isAuthFailure(err)) return undefined;
        throw fromCognitoError(err);
      }
    },
    async refresh(refreshToken) {
      try {
        const r = await client.send(
          new InitiateAuthCommand({
            ClientId: cfg.clientId,
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            AuthParameters: { REFRESH_TOKEN: refreshToken },
          }),
        );
        return r.AuthenticationResult ? toTokens(r.AuthenticationResult) : undefined;
      } catch (err) {
        if (isAuthFailure(err)) return undefined;
        throw fromCognitoError(err);
      }
    },
    async revoke(refreshToken) {
      await client.send(new RevokeTokenCommand({ ClientId: cfg.clientId, Token: refreshToken })).catch(() => undefined);
    },
    async signOutEverywhere(username) {
      if (cfg.globalSignOut === false) return;
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: cfg.userPoolId, Username: username }));
    },
  };
}
