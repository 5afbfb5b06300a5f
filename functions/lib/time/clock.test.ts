import { describe, expect, it } from 'vitest';
import { clockNow, runAtTime } from './clock.js';

describe('the services’ clock', () => {
  it('is the real clock unless a request runs at a chosen time, and only for that request', async () => {
    const before = Date.now();
    expect(clockNow().getTime()).toBeGreaterThanOrEqual(before);
    const at = new Date('2030-06-11T07:00:00.000Z');
    const inside = await runAtTime(at, async () => {
      await new Promise((r) => setTimeout(r, 5));
      return clockNow().getTime();
    });
    expect(inside - at.getTime()).toBeGreaterThanOrEqual(0);
    expect(inside - at.getTime()).toBeLessThan(1000);
    expect(Math.abs(clockNow().getTime() - Date.now())).toBeLessThan(50);
  });
});
