import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { holdsPlace, placesLeft, placesLeftOfCount } from './waitlist.js';

describe('places left under a date limit', () => {
  it('are the same from the count of vendors holding a place as from the requests', () => {
    const request = fc.record({
      vendorId: fc.string(),
      status: fc.constantFrom('requested', 'approved', 'confirmed', 'canceled', 'skipped'),
      waitlisted: fc.boolean(),
      createdAt: fc.constant('2026-06-01T10:00:00.000Z'),
    });
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -1, max: 12 }), { nil: null }),
        fc.array(request, { maxLength: 20 }),
        fc.integer({ min: 0, max: 4 }),
        (max, requests, offers) => {
          expect(placesLeftOfCount(max, requests.filter(holdsPlace).length, offers)).toBe(
            placesLeft(max, requests, offers),
          );
        },
      ),
    );
  });

  it('are unlimited without a limit, and count open offers as places taken', () => {
    expect(placesLeftOfCount(null, 40, 3)).toBe(Infinity);
    expect(placesLeftOfCount(0, 40, 3)).toBe(Infinity);
    expect(placesLeftOfCount(5, 3, 1)).toBe(1);
  });
});
