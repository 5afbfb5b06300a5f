import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  emptyTally,
  recountTally,
  requestTallyOf,
  tallyDelta,
  TALLY_FIELDS,
  type TalliedRequest,
} from './date-tally.js';

const STATUSES = ['requested', 'approved', 'confirmed', 'canceled', 'skipped'] as const;

/** One write of the kinds that touch a request: created, moved on, linked or unlinked, paid or repriced, deleted. */
const change = fc.record({
  vendor: fc.integer({ min: 0, max: 7 }),
  kind: fc.constantFrom('create', 'status', 'space', 'pay', 'price', 'delete'),
  status: fc.constantFrom(...STATUSES),
  spaceId: fc.option(fc.constantFrom('s1', 's2', 's3'), { nil: null }),
  cents: fc.integer({ min: -5000, max: 20000 }),
});

type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

function apply(current: TalliedRequest | undefined, c: Change): TalliedRequest | undefined {
  switch (c.kind) {
    case 'create':
      return current ?? { status: c.status, spaceId: null, amountDue: 0, amountPaid: 0, amountBalance: 0 };
    case 'delete':
      return undefined;
    default:
      if (!current) return current;
  }
  const due = current.amountDue ?? 0;
  const paid = current.amountPaid ?? 0;
  if (c.kind === 'status') return { ...current, status: c.status };
  if (c.kind === 'space') return { ...current, spaceId: c.spaceId };
  if (c.kind === 'pay') return { ...current, amountPaid: paid + c.cents, amountBalance: due - paid - c.cents };
  return { ...current, amountDue: Math.max(0, c.cents), amountBalance: Math.max(0, c.cents) - paid };
}

describe('the date tally', () => {
  it('kept by the delta of every write, equals a count of the requests after any sequence of writes', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 60 }), (changes) => {
        const requests = new Map<number, TalliedRequest>();
        const kept = emptyTally();
        for (const c of changes) {
          const before = requests.get(c.vendor);
          const after = apply(before, c);
          for (const [f, d] of Object.entries(tallyDelta(before, after))) kept[f as keyof typeof kept] += d;
          if (after) requests.set(c.vendor, after);
          else requests.delete(c.vendor);
        }
        expect(kept).toEqual(recountTally([...requests.values()]));
      }),
      { numRuns: 300 },
    );
  });

  it('counts an approved, partly paid request on its space as owing, unpaid and placed', () => {
    const t = requestTallyOf({
      status: 'approved',
      spaceId: 's1',
      amountDue: 4000,
      amountPaid: 1500,
      amountBalance: 2500,
    });
    expect(t).toMatchObject({ approved: 1, owing: 1, owingPaid: 0, collected: 1500, outstanding: 2500, due: 4000 });
    expect(t).toMatchObject({ linked: 1, activeUnplaced: 0, inactivePlaced: 0 });
  });

  it('keeps what a request paid in the paid total after its fee is waived to nothing, but not in what was collected', () => {
    const paid = { status: 'approved', spaceId: 's1', amountDue: 4000, amountPaid: 4000, amountBalance: 0 };
    const waived = { ...paid, amountDue: 0, amountBalance: -4000 };
    expect(tallyDelta(paid, waived)).toMatchObject({ owing: -1, collected: -4000 });
    expect(tallyDelta(paid, waived).paid).toBeUndefined();
    const other = { status: 'confirmed', spaceId: null, amountDue: 2500, amountPaid: 1000, amountBalance: 1500 };
    const declined = { status: 'canceled', spaceId: null, amountDue: 2500, amountPaid: 700, amountBalance: 1800 };
    expect(recountTally([waived, other, declined])).toMatchObject({ paid: 5000, collected: 1000 });
  });

  it('moves nothing for a write that changes nothing it counts', () => {
    const r = { status: 'canceled', spaceId: null, amountDue: 0, amountPaid: 0, amountBalance: 0 };
    expect(tallyDelta(r, { ...r })).toEqual({});
    expect(Object.keys(emptyTally())).toEqual([...TALLY_FIELDS]);
  });
});
