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
