import { ulid } from 'ulid';
import { MSG } from '../../shared/messages.js';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../lib/errors.js';
import { hashResetToken as hashToken, issuePasswordLink } from '../lib/password-links.js';
import type { IdentityProvider, MessageQueue, ResetTokenStore, Tokens } from '../lib/ports.js';
import type { SessionUser } from '../lib/session-user.js';
import { toSessionUser } from '../lib/session.js';
import type { UsersRepository } from '../lib/users.repository.js';

/** Five failed sign-ins within 15 minutes lock the account's sign-in until that window has passed. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** A reset link works once, for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AuthDeps {
  users: Pick<UsersRepository, 'findByEmailOrPhone' | 'get' | 'recordLogin' | 'recordFailedLogin'>;
  identity: IdentityProvider;
  resetTokens: ResetTokenStore;
  queue: MessageQueue;
  appUrl: string;
  now?: () => Date;
}

/** New passwords reach the service already checked against the rules (shared/schemas/auth.ts). */
export function makeAuthService(deps: AuthDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    async login(emailOrPhone: string, password: string): Promise<{ user: SessionUser; tokens: Tokens }> {
      const user = await deps.users.findByEmailOrPhone(emailOrPhone);
      if (!user || !user.isActive) throw new UnauthorizedError(MSG.invalidCredentials);
      const at = now();
      const windowOpen =
        user.failedLoginWindowStart !== undefined &&
        at.getTime() - Date.parse(user.failedLoginWindowStart) < LOGIN_FAILURE_WINDOW_MS;
      if (windowOpen && user.failedLogins >= LOGIN_FAILURE_LIMIT) throw new TooManyRequestsError(MSG.tooManyAttempts);

      const tokens = await deps.identity.signIn(user.id, password);
      if (!tokens) {
        await deps.users.recordFailedLogin(
          user.id,
          at.toISOString(),
          new Date(at.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString(),
        );
        throw new UnauthorizedError(MSG.invalidCredentials);
      }
      await deps.users.recordLogin(user.id, at.toISOString());
      return { user: toSessionUser(user), tokens };
    },

    /** Always the same answer, so the call cannot tell whether an account exists. */
    async requestReset(emailOrPhone: string): Promise<{ message: string }> {
      const user = await deps.users.findByEmailOrPhone(emailOrPhone);
      if (user?.isActive) {
        const link = await issuePasswordLink(deps, { userId: user.id, ttlMs: RESET_TOKEN_TTL_MS, now: now(), purpose: 'reset' });
        await deps.queue.enqueue([
          {
            id: ulid(),
            channel: 'email',
            to: user.email,
            recipientId: user.id,
            templateId: 'password_reset',
            variables: {
              username: user.username,
              link,
            },
          },
        ]);
      }
      return { message: MSG.resetSentText };
    },

    async validateResetToken(token: string): Promise<{ isValid: boolean }> {
      const record = await deps.resetTokens.get(hashToken(token));
      const isValid = !!record && !record.usedAt && Date.parse(record.expiresAt) > now().getTime();
      return { isValid };
    },

    async resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
      const hash = hashToken(token);
      const record = await deps.resetTokens.get(hash);
      if (!record || !(await deps.resetTokens.consume(hash, now().toISOString()))) {
        throw new ValidationError(MSG.resetLinkInvalid);
      }
      try {
        await deps.identity.setPassword(record.userId, newPassword);
      } catch (err) {
        // The password did not change, so the link stays usable.
        await deps.resetTokens.release(hash);
        throw err;
      }
      return { message: MSG.resetDone };
    },

    async changePassword(user: SessionUser, currentPassword: string, newPassword: string): Promise<{ message: string }> {
      if (!(await deps.identity.signIn(user.id, currentPassword))) throw new ValidationError(MSG.currentPasswordWrong);
      await deps.identity.setPassword(user.id, newPassword);
      return { message: MSG.passwordChanged };
    },
  };
}
export type AuthService = ReturnType<typeof makeAuthService>;
