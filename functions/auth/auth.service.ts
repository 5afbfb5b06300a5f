import { ulid } from 'ulid';
import { messageIn } from '../lib/messaging/recipient-locale.js';
import { MSG } from '../../shared/messages.js';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../lib/http/errors.js';
import { hashResetToken as hashToken, issuePasswordLink } from '../lib/auth/password-links.js';
import type { IdentityProvider, MessageQueue, RateLimiter, ResetTokenStore, Tokens } from '../lib/ports.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import { newSession, sessionIdOf, toSessionUser } from '../lib/auth/session.js';
import { RATE_LIMITS } from '../lib/auth/rate-limits.js';
import type { UsersRepository } from '../lib/data/users/users.repository.js';

/** A reset link works once, for one hour. */
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/**
 * Signs in to no account: an e-mail or phone with no account still goes through a password check of the same kind
 * (Cognito answers "no such user"), so the answer takes about as long as a wrong password.
 */
const NO_ACCOUNT = 'no-such-account';

export interface AuthDeps {
  users: Pick<UsersRepository, 'findByEmailOrPhone' | 'get' | 'recordLogin' | 'endSession' | 'replaceSessions'>;
  identity: IdentityProvider;
  resetTokens: ResetTokenStore;
  queue: MessageQueue;
  limiter: RateLimiter;
  appUrl: string;
  now: () => Date;
}

/** What was typed, reduced so that "Sam@x.com" and "sam@x.com ", or two spellings of one phone, count together. */
const loginName = (emailOrPhone: string) =>
  emailOrPhone.includes('@') ? emailOrPhone.trim().toLowerCase() : emailOrPhone.replace(/\D/g, '');

/** New passwords reach the service already checked against the rules (shared/schemas/auth.ts). */
export function makeAuthService(deps: AuthDeps) {
  const now = deps.now;

  async function takeLinkCheck(clientAddress: string) {
    const slots = await deps.limiter.take(
      [{ limit: RATE_LIMITS.passwordLinkChecks, subject: `address:${clientAddress}` }],
      now(),
    );
    if (!slots) throw new TooManyRequestsError(MSG.tooManyLinkChecks);
    return slots;
  }

  return {
    /**
     * Slots are taken on the account's and the address's counters BEFORE the password is checked, so parallel
     * guesses cannot overrun the limit; a right password hands its slots back, so the counters hold failures only
     * (plus attempts still in flight): five failed sign-ins within the window answer 429, even to the right
     * password. A success does not wipe out earlier failures, so nobody gains guesses by signing in in between.
     * An e-mail or phone without an account is counted and locked the same way, under what was typed, so the
     * answers do not tell which addresses have accounts.
     */
    async login(
      emailOrPhone: string,
      password: string,
      clientAddress: string,
    ): Promise<{ user: SessionUser; tokens: Tokens }> {
      const found = await deps.users.findByEmailOrPhone(emailOrPhone);
      const user = found?.isActive ? found : undefined;
      const at = now();
      const slots = await deps.limiter.take(
        [
          { limit: RATE_LIMITS.loginPerAccount, subject: user ? `user:${user.id}` : `name:${loginName(emailOrPhone)}` },
          { limit: RATE_LIMITS.loginPerAddress, subject: `address:${clientAddress}` },
        ],
        at,
      );
      if (!slots) throw new TooManyRequestsError(MSG.tooManyAttempts);

      let tokens: Tokens | undefined;
      try {
        tokens = await deps.identity.signIn(user?.id ?? NO_ACCOUNT, password);
      } catch (err) {
        // Not an answer about the password (Cognito unreachable, input refused): it does not count as a guess.
        await slots.giveBack();
        throw err;
      }
      if (!user || !tokens) throw new UnauthorizedError(MSG.invalidCredentials);
      const session = newSession(tokens, at);
      await Promise.all([slots.giveBack(), session && deps.users.recordLogin(user, at.toISOString(), session)]);
      return { user: toSessionUser(user), tokens };
    },

    /** Ends this browser's session on the server and at Cognito (its refresh token). */
    async logout(user: SessionUser | undefined, refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      await Promise.all([
        deps.identity.revoke(refreshToken),
        user ? deps.users.endSession(user.id, sessionIdOf(refreshToken)) : undefined,
      ]);
    },

    /**
     * Always the same answer, so the call cannot tell whether an account exists: beyond the limits (per account,
     * per client address) no e-mail goes, and the answer does not change. A typed e-mail or phone with no account is
     * counted as one with an account would be, so the calls it makes are the same too.
     */
    async requestReset(emailOrPhone: string, clientAddress: string): Promise<{ message: string }> {
      const found = await deps.users.findByEmailOrPhone(emailOrPhone);
      const user = found?.isActive ? found : undefined;
      const at = now();
      const slots = await deps.limiter.take(
        [
          {
            limit: RATE_LIMITS.forgotPasswordPerAccount,
            subject: user ? `user:${user.id}` : `name:${loginName(emailOrPhone)}`,
          },
          { limit: RATE_LIMITS.forgotPasswordPerAddress, subject: `address:${clientAddress}` },
        ],
        at,
      );
      if (user && slots) {
        const link = await issuePasswordLink(deps, {
          userId: user.id,
          ttlMs: RESET_TOKEN_TTL_MS,
          now: at,
          purpose: 'reset',
        });
        await deps.queue.enqueue([
          messageIn(user.locale, () => ({
            id: ulid(),
            channel: 'email',
            to: user.email,
            recipientId: user.id,
            templateId: 'password_reset',
            variables: {
              username: user.username,
              link,
            },
          })),
        ]);
      }
      return { message: MSG.resetSentText };
    },

    /**
     * Checking a link and using one take a slot of the client address's limit first; a working link hands it back,
     * so only unknown, used or expired links count.
     */
    async validateResetToken(token: string, clientAddress: string): Promise<{ isValid: boolean }> {
      const slots = await takeLinkCheck(clientAddress);
      const record = await deps.resetTokens.get(hashToken(token));
      const isValid = !!record && !record.usedAt && Date.parse(record.expiresAt) > now().getTime();
      if (isValid) await slots.giveBack();
      return { isValid };
    },

    async resetPassword(token: string, newPassword: string, clientAddress: string): Promise<{ message: string }> {
      const slots = await takeLinkCheck(clientAddress);
      const hash = hashToken(token);
      const record = await deps.resetTokens.get(hash);
      if (!record || !(await deps.resetTokens.consume(hash, now().toISOString()))) {
        throw new ValidationError(MSG.resetLinkInvalid);
      }
      await slots.giveBack();
      try {
        await deps.identity.setPassword(record.userId, newPassword);
      } catch (err) {
        // The password did not change, so the link stays usable.
        await deps.resetTokens.release(hash);
        throw err;
      }
      // Whoever knew the old password may still hold a session: every session ends.
      await deps.users.replaceSessions(record.userId, {});
      await deps.identity.signOutEverywhere(record.userId);
      return { message: MSG.resetDone };
    },

    /**
     * Wrong current passwords count against the user (a slot taken before the check, handed back when right). The
     * other sessions end; this browser gets a new session (new cookies) so it stays signed in.
     */
    async changePassword(
      user: SessionUser,
      currentPassword: string,
      newPassword: string,
    ): Promise<{ message: string; tokens?: Tokens }> {
      const at = now();
      const slots = await deps.limiter.take([{ limit: RATE_LIMITS.changePassword, subject: `user:${user.id}` }], at);
      if (!slots) throw new TooManyRequestsError(MSG.tooManyPasswordAttempts);
      let right: Tokens | undefined;
      try {
        right = await deps.identity.signIn(user.id, currentPassword);
      } catch (err) {
        await slots.giveBack();
        throw err;
      }
      if (!right) throw new ValidationError(MSG.currentPasswordWrong);
      await slots.giveBack();
      if (right.refreshToken) await deps.identity.revoke(right.refreshToken);

      await deps.identity.setPassword(user.id, newPassword);
      await deps.identity.signOutEverywhere(user.id);
      const tokens = await deps.identity.signIn(user.id, newPassword);
      const session = tokens && newSession(tokens, at);
      await deps.users.replaceSessions(user.id, session ? { [session.id]: session.endsAt } : {});
      return { message: MSG.passwordChanged, ...(session ? { tokens } : {}) };
    },
  };
}
export type AuthService = ReturnType<typeof makeAuthService>;
