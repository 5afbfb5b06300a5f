import { ConflictError } from '../http/errors.js';
import type { NewUser } from '../ports.js';
import type { UserAccounts } from './user-accounts.js';
import { EMAIL_TAKEN, PHONE_TAKEN } from '../data/users/users.repository.js';

export type CreateAccountResult = { id: string } | 'email-taken' | 'phone-taken';

/** Creates a user (DynamoDB + Cognito) and tells a taken e-mail or phone apart from a failure. */
export function makeAccountCreator(accounts: Pick<UserAccounts, 'createUser'>) {
  return {
    async create(input: NewUser): Promise<CreateAccountResult> {
      try {
        const user = await accounts.createUser(input);
        return { id: user.id };
      } catch (err) {
        if (err instanceof ConflictError && err.message === EMAIL_TAKEN) return 'email-taken';
        if (err instanceof ConflictError && err.message === PHONE_TAKEN) return 'phone-taken';
        throw err;
      }
    },
  };
}
