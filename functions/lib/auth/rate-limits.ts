import type { RateLimit } from '../ports.js';

const MINUTE = 60_000;

/**
 * Every limit on guessing, in one place. Windows are fixed (a counter per window), so a lock lasts until its window
 * ends; across a window's edge an attacker gets at most twice the limit.
 */
export const RATE_LIMITS = {
  /** Failed sign-ins to one account (or to one typed e-mail/phone that has no account: the answers must match). */
  loginPerAccount: { purpose: 'LOGIN_ACCOUNT', limit: 5, windowMs: 15 * MINUTE },
  /**
   * Failed sign-ins from one client address, whatever the account: holds someone trying one password on many
   * accounts. High enough for a household or an office behind one address.
   */
  loginPerAddress: { purpose: 'LOGIN_ADDRESS', limit: 50, windowMs: 15 * MINUTE },
  /** Wrong current passwords when changing the password, per user. */
  changePassword: { purpose: 'CHANGE_PASSWORD', limit: 5, windowMs: 15 * MINUTE },
  /** Wrong map-password guesses from one client address. */
  mapUnlock: { purpose: 'MAP_UNLOCK', limit: 10, windowMs: MINUTE },
  /**
   * Duplicate checks from one client address, every call counted: each answer tells whether an e-mail, phone or
   * name has applied, so the limit is what keeps the check from listing applicants. An applicant filling in the
   * form needs a handful.
   */
  checkDuplicates: { purpose: 'CHECK_DUPLICATES', limit: 20, windowMs: MINUTE },
  /**
   * Reset e-mails to one account: a person who lost a link asks again once or twice; more would fill a victim's
   * inbox. Beyond it the answer stays the same and no e-mail goes, so the limit tells nobody who has an account.
   */
  forgotPasswordPerAccount: { purpose: 'FORGOT_ACCOUNT', limit: 3, windowMs: 60 * MINUTE },
  /** Reset requests from one client address, whatever the account, answered the same way: holds a mail flood. */
  forgotPasswordPerAddress: { purpose: 'FORGOT_ADDRESS', limit: 20, windowMs: 60 * MINUTE },
  /**
   * Public vendor applications from one client address, every call counted: each makes a vendor record and tells
   * the admins, and its refusal says whether someone applied. A business applies once.
   */
  applyPerAddress: { purpose: 'APPLY_ADDRESS', limit: 10, windowMs: 60 * MINUTE },
  /**
   * Reset and set-password links from one client address that are unknown, used or expired (a working link hands
   * its slot back): far beyond what a person with an old link needs, and it stops walking through tokens.
   */
  passwordLinkChecks: { purpose: 'PASSWORD_LINK', limit: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

/**
 * The client's address as API Gateway reports it: the address of the connection, or behind CloudFront the address
 * that connected to CloudFront (the entry CloudFront itself appends to X-Forwarded-For). Never a header value taken
 * on trust: `x-forwarded-for` entries and `cloudfront-viewer-address` can be written by the client, and the API can
 * be called without CloudFront.
 */
export function clientAddressOf(event: { requestContext?: { http?: { sourceIp?: string } } }): string {
  return event.requestContext?.http?.sourceIp || 'unknown';
}
