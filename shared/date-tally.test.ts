import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { attentionOf } from './date-dashboard.js';
import { holdsPlace } from './waitlist.js';
import {
  emptyTally,
  recountTally,
  recountTenderSums,
  requestTallyOf,
  tallyDelta,
  tallyMoves,
  tenderField,
  TALLY_FIELDS,
  type TalliedRequest,
} from './date-tally.js';

const STATUSES = ['requested', 'approved', 'confirmed', 'canceled', 'skipped'] as const;
const NO_SALES = { grossSales: null, salesBasedRate: 0 };

/** One write of the kinds that touch a request: created, moved on, linked or unlinked, paid or repriced, deleted. */
const change = fc.record({
  vendor: fc.integer({ min: 0, max: 7 }),
  kind: fc.constantFrom('create', 'status', 'space', 'pay', 'price', 'sales', 'line', 'delete'),
  waitlisted: fc.boolean(),
  status: fc.constantFrom(...STATUSES),
  spaceId: fc.option(fc.constantFrom('s1', 's2', 's3'), { nil: null }),
  cents: fc.integer({ min: -5000, max: 20000 }),
  rate: fc.constantFrom(0, 5, 10),
  gross: fc.option(fc.integer({ min: 0, max: 90000 }), { nil: null }),
  split: fc.option(fc.dictionary(fc.constantFrom('card', 'cash', 'snap'), fc.integer({ min: 0, max: 30000 })), {
    nil: null,
  }),
});

type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

function apply(current: TalliedRequest | undefined, c: Change): TalliedRequest | undefined {
  switch (c.kind) {
    case 'create':
      return (
        current ?? {
          status: c.status,
          spaceId: null,
          amountDue: 0,
          amountPaid: 0,
          amountBalance: 0,
          grossSales: null,
          salesBasedRate: c.rate,
          waitlisted: c.waitlisted,
        }
      );
    case 'delete':
      return undefined;
    default:
      if (!current) return current;
  }
  const due = current.amountDue ?? 0;
  const paid = current.amountPaid ?? 0;
  if (c.kind === 'status') return { ...current, status: c.status };
  if (c.kind === 'space') return { ...current, spaceId: c.spaceId };
  if (c.kind === 'line') return { ...current, waitlisted: c.waitlisted };
  if (c.kind === 'pay') return { ...current, amountPaid: paid + c.cents, amountBalance: due - paid - c.cents };
  if (c.kind === 'sales') return { ...current, grossSales: c.gross, salesByTender: c.gross === null ? null : c.split };
  return { ...current, amountDue: Math.max(0, c.cents), amountBalance: Math.max(0, c.cents) - paid };
}

describe('the date tally', () => {
  it('kept by the delta of every write, equals a count of the requests after any sequence of writes', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 60 }), (changes) => {
        const requests = new Map<number, TalliedRequest>();
        const kept: Record<string, number> = emptyTally();
        for (const c of changes) {
          const before = requests.get(c.vendor);
          const after = apply(before, c);
          for (const [f, d] of Object.entries(tallyDelta(before, after))) kept[f] = (kept[f] ?? 0) + d;
          if (after) requests.set(c.vendor, after);
          else requests.delete(c.vendor);
        }
        const all = [...requests.values()];
        const want = { ...recountTally(all), ...recountTenderSums(all) };
        // The vendors holding a place under the date's limit, by the waitlist's own rule.
        expect(kept.holding).toBe(all.filter((r) => holdsPlace({ ...r, waitlisted: r.waitlisted === true })).length);
        // A tender whose sum came back to nothing stays in the kept tally as 0.
        expect(Object.fromEntries(Object.entries(kept).filter(([f, v]) => v !== 0 || f in want))).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });

  it('counts a move into or out of "requested" and a request created or deleted, whatever else changes', () => {
    const r = { status: 'requested', spaceId: null, ...NO_SALES };
    expect(tallyMoves(null, r)).toEqual({ pendingMoves: 1, presenceMoves: 1 });
    expect(tallyMoves(r, { ...r, status: 'approved' })).toEqual({ pendingMoves: 1 });
    expect(tallyMoves({ ...r, status: 'skipped' }, r)).toEqual({ pendingMoves: 1 });
    expect(tallyMoves({ ...r, status: 'approved' }, { ...r, status: 'confirmed' })).toEqual({});
    expect(tallyMoves({ ...r, status: 'canceled' }, null)).toEqual({ presenceMoves: 1 });
    expect(tallyMoves(r, { ...r, spaceId: 's1' })).toEqual({});
  });

  it('counts a waiting request as holding no place, and a placed one as holding one until it is cancelled', () => {
    const r = { status: 'requested', spaceId: null, ...NO_SALES };
    expect(requestTallyOf({ ...r, waitlisted: true })).toMatchObject({ requested: 1, holding: 0 });
    expect(requestTallyOf(r)).toMatchObject({ requested: 1, holding: 1 });
    expect(tallyDelta({ ...r, waitlisted: true }, { ...r, status: 'approved', waitlisted: false })).toMatchObject({
      holding: 1,
    });
    expect(tallyDelta({ ...r, status: 'approved' }, { ...r, status: 'canceled' })).toMatchObject({ holding: -1 });
  });

  it('counts an approved, partly paid request on its space as owing, unpaid and placed', () => {
    const t = requestTallyOf({
      status: 'approved',
      spaceId: 's1',
      amountDue: 4000,
      amountPaid: 1500,
      amountBalance: 2500,
      grossSales: null,
      salesBasedRate: 0,
    });
    expect(t).toMatchObject({ approved: 1, owing: 1, owingPaid: 0, collected: 1500, outstanding: 2500, due: 4000 });
    expect(t).toMatchObject({ linked: 1, activeUnplaced: 0, inactivePlaced: 0 });
  });

  it('keeps what a request paid in the paid total after its fee is waived to nothing, but not in what was collected', () => {
    const paid = {
      status: 'approved',
      spaceId: 's1',
      amountDue: 4000,
      amountPaid: 4000,
      amountBalance: 0,
      ...NO_SALES,
    };
    const waived = { ...paid, amountDue: 0, amountBalance: -4000 };
    expect(tallyDelta(paid, waived)).toMatchObject({ owing: -1, collected: -4000 });
    expect(tallyDelta(paid, waived).paid).toBeUndefined();
    const other = {
      status: 'confirmed',
      spaceId: null,
      amountDue: 2500,
      amountPaid: 1000,
      amountBalance: 1500,
      ...NO_SALES,
    };
    const declined = {
      status: 'canceled',
      spaceId: null,
      amountDue: 2500,
      amountPaid: 700,
      amountBalance: 1800,
      ...NO_SALES,
    };
    expect(recountTally([waived, other, declined])).toMatchObject({ paid: 5000, collected: 1000 });
  });

  it('moves nothing for a write that changes nothing it counts', () => {
    const r = { status: 'canceled', spaceId: null, amountDue: 0, amountPaid: 0, amountBalance: 0, ...NO_SALES };
    expect(tallyDelta(r, { ...r })).toEqual({});
    expect(Object.keys(emptyTally())).toEqual([...TALLY_FIELDS]);
  });

  it("sums the proceeds report's cards over approved and confirmed requests alone", () => {
    const base = { spaceId: null, amountPaid: 0, salesBasedRate: 10 };
    const requests: TalliedRequest[] = [
      { ...base, status: 'approved', grossSales: 50000, amountDue: 9000, amountBalance: 0, amountPaid: 9000 },
      {
        ...base,
        status: 'confirmed',
        grossSales: 20000,
        amountDue: 6000,
        amountBalance: 6000,
        salesByTender: { card: 15000, cash: 5000 },
      },
      { ...base, status: 'approved', grossSales: null, amountDue: 4000, amountBalance: 4000 },
      {
        ...base,
        status: 'canceled',
        grossSales: 99999,
        amountDue: 100,
        amountBalance: 100,
        salesByTender: { card: 99999 },
      },
    ];
    expect(recountTally(requests)).toMatchObject({
      gross: 70000,
      reporting: 2,
      revenue: 19000,
      paid: 9000,
      attentionBoth: 1,
      attentionSales: 0,
      attentionPayment: 1,
      unsplit: 50000,
    });
    expect(recountTenderSums(requests)).toEqual({ [tenderField('card')]: 15000, [tenderField('cash')]: 5000 });
  });

  it('counts attention by the rule the report flags a row with', () => {
    fc.assert(
      fc.property(
        fc.record({
          salesBasedRate: fc.constantFrom(0, 5),
          grossSales: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
          amountDue: fc.integer({ min: -100, max: 1000 }),
          amountPaid: fc.integer({ min: 0, max: 1000 }),
          amountBalance: fc.integer({ min: -100, max: 1000 }),
        }),
        (r) => {
          const t = requestTallyOf({ ...r, status: 'approved' });
          const flagged = attentionOf(r);
          expect(t.attentionBoth).toBe(flagged === 'both' ? 1 : 0);
          expect(t.attentionSales).toBe(flagged === 'sales' ? 1 : 0);
          expect(t.attentionPayment).toBe(flagged === 'payment' ? 1 : 0);
        },
      ),
    );
  });
});
