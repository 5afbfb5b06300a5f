import { createHash, randomBytes } from 'node:crypto';
import type { ResetTokenStore } from '../ports.js';

/**
 * Set-password links: the reset-password flow's single-use token (spec 1 §2.6), also used by the vendor welcome
 * e-mail. The token travels only in the link; the table keeps its SHA-256 hash with an expiry.
 */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Why the link was sent: `reset` for a forgotten password, `set` for a new account's first one. The page reads it
 * from the link to word itself ("Set Your Password"); the token works the same either way.
 */
export type PasswordLinkPurpose = 'reset' | 'set';
const PASSWORD_LINK_PURPOSE_PARAM = 'purpose';

export async function issuePasswordLink(
  deps: { resetTokens: Pick<ResetTokenStore, 'create'>; appUrl: string },
  opts: { userId: string; ttlMs: number; now: Date; purpose: PasswordLinkPurpose },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(opts.now.getTime() + opts.ttlMs).toISOString();
  await deps.resetTokens.create(hashResetToken(token), { userId: opts.userId, expiresAt });
  const link = `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return opts.purpose === 'set' ? `${link}&${PASSWORD_LINK_PURPOSE_PARAM}=set` : link;
}
