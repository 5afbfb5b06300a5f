/**
 * The one retry loop for writes that lose a race: a transaction DynamoDB cancelled only because another transaction
 * touched one of its items at that moment (TransactionConflict), and, where the caller reads again before each try,
 * a failed guard.
 */

/** Reasons per item of a cancelled transaction ("ConditionalCheckFailed", "None", …); undefined for other errors. */
export function cancellationCodes(err: unknown): string[] | undefined {
  const e = err as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e?.name !== 'TransactionCanceledException') return undefined;
  return (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
}

/** A single write whose guard did not hold. */
export const isConditionFailed = (err: unknown) =>
  (err as { name?: string })?.name === 'ConditionalCheckFailedException';

/** A transaction cancelled by a concurrent one only: trying it again may succeed. */
function isConflict(err: unknown): boolean {
  const codes = cancellationCodes(err);
  return !!codes && codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

/** Returned by a retried function to ask for another try (after reading again, say). */
export const AGAIN: unique symbol = Symbol('again');

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  /** Pause before try `attempt + 1`; by default a short, growing, random one so racing writers fall apart. */
  pauseMs?: (attempt: number) => number;
  /** Also try again when a single write's guard failed (for callers that read again before each try). */
  onConditionFailed?: boolean;
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_ATTEMPTS = 3;
const defaultPause = (attempt: number) => 20 + Math.random() * 40 * attempt;
const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Calls `fn` until it returns something other than AGAIN, or throws an error that is not a conflict (or, with
 * `onConditionFailed`, a failed guard). After the last try, a thrown conflict is thrown on, and AGAIN becomes
 * `exhausted()` (an Error when the caller gives none).
 */
export async function retry<T>(
  fn: (attempt: number) => Promise<T | typeof AGAIN>,
  opts: RetryOptions & { exhausted?: () => T } = {},
): Promise<T> {
  const attempts = opts.attempts ?? DEFAULT_ATTEMPTS;
  const pause = opts.pauseMs ?? defaultPause;
  const sleep = opts.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await fn(attempt);
      if (result !== AGAIN) return result;
      if (attempt >= attempts) {
        if (opts.exhausted) return opts.exhausted();
        throw new Error(`Gave up after ${attempts} tries`);
      }
    } catch (err) {
      const retryable = isConflict(err) || (!!opts.onConditionFailed && isConditionFailed(err));
      if (!retryable || attempt >= attempts) throw err;
    }
    await sleep(pause(attempt));
  }
}
