/**
 * How fast the message worker sends, and how it retries. The infra reads the same constants, so the queue's
 * concurrency and the per-worker pacing cannot drift apart.
 */

/** SES's default sending quota in a new production account: 14 messages a second. */
const SES_DEFAULT_MAX_SEND_RATE_PER_SECOND = 14;
/** SNS's default SMS rate per account: 20 messages a second. */
const SNS_DEFAULT_SMS_RATE_PER_SECOND = 20;
/** At most this many workers run at once (the SQS event source's maximum concurrency). */
export const MESSAGE_WORKER_MAX_CONCURRENCY = 2;
/**
 * The share of each account limit the workers aim for together: the rest absorbs clock jitter between workers and
 * anything else in the account that sends (Cognito's own mail, a test from the console).
 */
const SEND_RATE_HEADROOM = 0.85;

/** The gap each worker keeps between two sends on one channel, so all workers together stay under the limit. */
const perWorkerIntervalMs = (accountRatePerSecond: number) =>
  Math.ceil((1000 * MESSAGE_WORKER_MAX_CONCURRENCY) / (accountRatePerSecond * SEND_RATE_HEADROOM));

/** ≈169 ms: two workers send at most ≈11.9 e-mails a second together, under SES's 14. */
export const EMAIL_SEND_INTERVAL_MS = perWorkerIntervalMs(SES_DEFAULT_MAX_SEND_RATE_PER_SECOND);
/** ≈118 ms: two workers send at most ≈17 SMS a second together, under SNS's 20. */
const SMS_SEND_INTERVAL_MS = perWorkerIntervalMs(SNS_DEFAULT_SMS_RATE_PER_SECOND);

/**
 * Retries of a throttled or transient send inside one delivery: 4 tries with exponential backoff and full jitter
 * (waits of at most 0.25 s, 0.5 s, 1 s). A batch of 10 messages that all exhaust their tries still ends well within
 * the worker's 30 s timeout; after that the message goes back to SQS, whose redrive policy bounds the deliveries.
 */
export const SEND_ATTEMPTS = 4;
const RETRY_BASE_DELAY_MS = 250;
const RETRY_MAX_DELAY_MS = 2_000;

export interface SendPacing {
  emailIntervalMs: number;
  smsIntervalMs: number;
}
export const AWS_SEND_PACING: SendPacing = {
  emailIntervalMs: EMAIL_SEND_INTERVAL_MS,
  smsIntervalMs: SMS_SEND_INTERVAL_MS,
};
/** The local file mailbox has no rate limit, and a bulk message should land there at once. */
export const NO_PACING: SendPacing = { emailIntervalMs: 0, smsIntervalMs: 0 };

/** The wait before retry number `retry` (1-based): full jitter over an exponentially growing cap. */
export function backoffDelayMs(retry: number, random: () => number): number {
  const cap = Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** (retry - 1));
  return Math.floor(random() * cap);
}
