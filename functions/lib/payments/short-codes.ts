/**
 * Making and reading short codes (spec 3 §2 /r, /m, /v, /p). A code is SHORT_CODE_LENGTH characters of the URL-safe
 * base64 alphabet from crypto.randomBytes (6 bits each: 96 bits for 16), so it cannot be guessed, and every lookup
 * takes a slot of a per-address rate limit, so codes cannot be enumerated either.
 */
import { randomBytes } from 'node:crypto';
import { SHORT_CODE_LENGTH, type ShortCodeKind } from '../../../shared/schemas/public-payments.js';
import type { RateLimit, RateLimiter } from '../ports.js';
import type { ShortCodeItem } from '../data/payments/payments.items.js';
import type { ShortCodeStore } from '../data/payments/short-codes.repository.js';

const DAY_MS = 86_400_000;

/** How long a link works: a message about a date is useful for weeks; a payment link is made on demand. */
const SHORT_CODE_TTL_DAYS: Record<ShortCodeKind, number> = { reminder: 60, request: 60, payment: 30 };

/** Lookups from one client address: a person opens a handful of links; a guesser needs billions. */
export const SHORT_CODE_LOOKUP_LIMIT: RateLimit = { purpose: 'SHORT_CODE_LOOKUP', limit: 60, windowMs: 60_000 };

/** The SPA's path for each kind of code. */
const SHORT_CODE_PATHS: Record<ShortCodeKind, string> = { reminder: '/r/', request: '/m/', payment: '/p/' };

export function newShortCode(): string {
  // base64url of 3 bytes per 4 characters: every character carries 6 random bits, no padding.
  return randomBytes(Math.ceil((SHORT_CODE_LENGTH * 3) / 4))
    .toString('base64url')
    .slice(0, SHORT_CODE_LENGTH);
}

export interface ShortCodeTarget {
  vendorId: string;
  marketDateId: string;
  marketDate: string;
  spaceRequestId: string | null;
}

export function shortCodeItem(kind: ShortCodeKind, target: ShortCodeTarget, now: Date): ShortCodeItem {
  const at = now.toISOString();
  return {
    _type: 'short_code',
    code: newShortCode(),
    kind,
    ...target,
    createdAt: at,
    updatedAt: at,
    ttl: Math.floor((now.getTime() + SHORT_CODE_TTL_DAYS[kind] * DAY_MS) / 1000),
  };
}

export const shortCodeLink = (appUrl: string, kind: ShortCodeKind, code: string) =>
  new URL(`${SHORT_CODE_PATHS[kind]}${code}`, appUrl).toString();

export function makeShortCodes(deps: { store: ShortCodeStore; limiter: RateLimiter; now: () => Date }) {
  return {
    /** A new code for a request, a payment or a reminder; answers the code. */
    async issue(kind: ShortCodeKind, target: ShortCodeTarget): Promise<string> {
      for (;;) {
        const item = shortCodeItem(kind, target, deps.now());
        if (await deps.store.put(item)) return item.code;
      }
    },

    /** New codes for many targets at once (a reminder to many vendors), in the order given. */
    async issueMany(kind: ShortCodeKind, targets: readonly ShortCodeTarget[]): Promise<string[]> {
      const items = targets.map((t) => shortCodeItem(kind, t, deps.now()));
      await deps.store.putMany(items);
      return items.map((i) => i.code);
    },

    /**
     * The live code of one of the kinds asked for, or 'limited' when the address has looked up too many codes this
     * minute, or undefined when it does not exist, has expired or opens something else.
     */
    async resolve(
      code: string,
      kinds: readonly ShortCodeKind[],
      clientAddress: string,
    ): Promise<ShortCodeItem | 'limited' | undefined> {
      const at = deps.now();
      const slots = await deps.limiter.take(
        [{ limit: SHORT_CODE_LOOKUP_LIMIT, subject: `address:${clientAddress}` }],
        at,
      );
      if (!slots) return 'limited';
      const item = await deps.store.get(code);
      if (!item || !kinds.includes(item.kind) || item.ttl * 1000 <= at.getTime()) return undefined;
      return item;
    },
  };
}
export type ShortCodes = ReturnType<typeof makeShortCodes>;
