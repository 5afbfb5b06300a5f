import { AsyncLocalStorage } from 'node:async_hooks';
import { dateBoundsNow } from '../../../shared/schemas/calendar-date.js';

/**
 * The services' clock. In AWS and under `npm start` it is the real clock. The local stack started for the tests may
 * run one request as if it were another time (the Tuesday cancel deadline cannot be waited for), shifting the clock
 * by a fixed offset for that request only; nothing else can set it.
 */
const shift = new AsyncLocalStorage<number>();

export function clockNow(): Date {
  return new Date(Date.now() + (shift.getStore() ?? 0));
}

/**
 * The machine's clock, unshifted, for what the identity provider times: a session lasts as long as its refresh token,
 * which Cognito expires in real time, so a request run at another time must not end (or extend) it.
 */
export function wallClockNow(): Date {
  return new Date();
}

// A date field's range that moves with today (market dates up to ten years ahead) moves with this clock too.
dateBoundsNow(clockNow);

/** Runs `fn` with the clock reading `at` now and moving on from there. Only the local test stack calls it. */
export function runAtTime<T>(at: Date, fn: () => T): T {
  return shift.run(at.getTime() - Date.now(), fn);
}
