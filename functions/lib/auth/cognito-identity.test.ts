import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.js';
import { makeCognitoIdentity } from './cognito-identity.js';

const cognitoError = (name: string) =>
  new CognitoIdentityProviderServiceException({
    name,
    $fault: 'client',
    $metadata: {},
    message: `${name} from Cognito`,
  });

describe('Cognito identity adapter', () => {
  const cognito = mockClient(CognitoIdentityProviderClient);
  const identity = makeCognitoIdentity(new CognitoIdentityProviderClient({ region: 'us-east-1' }), {
    userPoolId: 'pool',
    clientId: 'client',
  });
  beforeEach(() => cognito.reset());

  it.each(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException', 'InvalidParameterException'])(
    'treats %s on sign-in as wrong credentials',
    async (name) => {
      cognito.on(InitiateAuthCommand).rejects(cognitoError(name));
      await expect(identity.signIn('u1', 'x'.repeat(300))).resolves.toBeUndefined();
    },
  );

  it.each([
    ['TooManyRequestsException', 429, MSG.tooManyRequests],
    ['LimitExceededException', 429, MSG.tooManyRequests],
    ['TooManyFailedAttemptsException', 429, MSG.tooManyAttempts],
  ])('answers %s on sign-in with %i', async (name, status, message) => {
    cognito.on(InitiateAuthCommand).rejects(cognitoError(name));
    await expect(identity.signIn('u1', 'pw')).rejects.toMatchObject({ status, message });
  });

  it.each([
    ['InvalidPasswordException', 400, MSG.passwordRejected],
    ['InvalidParameterException', 400, MSG.passwordRejected],
    ['UserNotFoundException', 401, MSG.invalidCredentials],
    ['TooManyRequestsException', 429, MSG.tooManyRequests],
  ])('answers %s when setting a password with %i and a message the user can read', async (name, status, message) => {
    cognito.on(AdminSetUserPasswordCommand).rejects(cognitoError(name));
    await expect(identity.setPassword('u1', 'Long-password-1')).rejects.toMatchObject({ status, message });
  });

  it('answers a user Cognito already has with a conflict', async () => {
    cognito.on(AdminCreateUserCommand).rejects(cognitoError('UsernameExistsException'));
    await expect(identity.createUser('u1', 'a@example.com')).rejects.toMatchObject({ status: 409 });
  });

  it('leaves a failure that is not the caller’s (Cognito unreachable) as it is', async () => {
    const outage = new Error('connect ECONNREFUSED');
    cognito.on(InitiateAuthCommand).rejects(outage);
    await expect(identity.signIn('u1', 'pw')).rejects.toBe(outage);
  });
});
