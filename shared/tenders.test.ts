import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-csv.js';
import { TENDER_MSG } from './tender-messages.js';
import {
  DEFAULT_TENDERS,
  normalizeSplit,
  reimbursementCsvTable,
  reimbursementSummary,
  splitError,
  tenderSplit,
  tokensError,
  type DateTenderAggregate,
} from './tenders.js';
import { tenderListSchema } from './schemas/tenders.js';

const day = (date: string, tokens: DateTenderAggregate['tokens']): DateTenderAggregate => ({
  marketDateId: `md-${date}`,
  date,
  tokens,
  sales: [],
});

describe('a split of gross sales by tender', () => {
  it('is optional: none, or only zero parts, is always fine', () => {
    expect(splitError(12_345, null, DEFAULT_TENDERS)).toBeNull();
    expect(splitError(null, undefined, DEFAULT_TENDERS)).toBeNull();
    expect(splitError(12_345, { card: 0, cash: 0 }, DEFAULT_TENDERS)).toBeNull();
    expect(normalizeSplit({ card: 0 }, DEFAULT_TENDERS)).toBeNull();
  });

  it('must add up to the gross sales to the cent', () => {
    expect(splitError(10_000, { card: 6000, snap: 4000 }, DEFAULT_TENDERS)).toBeNull();
    expect(splitError(10_000, { card: 6000, snap: 3999 }, DEFAULT_TENDERS)).toBe(
      'The amounts by tender add up to $99.99, not the gross sales of $100.00',
    );
    expect(splitError(10_000, { card: 6000, snap: 4001 }, DEFAULT_TENDERS)).toBe(
      TENDER_MSG.splitMismatch(10_001, 10_000),
    );
  });

  it('names only listed tenders, and needs the gross sales', () => {
    expect(splitError(100, { bitcoin: 100 }, DEFAULT_TENDERS)).toBe(TENDER_MSG.unknownTender('bitcoin'));
    expect(splitError(null, { card: 100 }, DEFAULT_TENDERS)).toBe(TENDER_MSG.splitWithoutSales);
  });

  it('is kept in the list’s order without its zero parts', () => {
    expect(Object.keys(normalizeSplit({ wic_fmnp: 5, cash: 0, card: 7 }, DEFAULT_TENDERS)!)).toEqual([
      'card',
      'wic_fmnp',
    ]);
  });
});

describe('tokens turned in', () => {
  it('are only of the tenders the market reimburses', () => {
    expect(tokensError({ snap: 100, market_tokens: 50 }, DEFAULT_TENDERS)).toBeNull();
    expect(tokensError({ cash: 100 }, DEFAULT_TENDERS)).toBe(TENDER_MSG.notReimbursable('cash'));
  });
});

describe('the tender list setting', () => {
  it('refuses an empty list and a code listed twice', () => {
    expect(tenderListSchema.safeParse([]).error?.issues[0]?.message).toBe(TENDER_MSG.tenderListEmpty);
    const twice = [
      { code: 'card', label: 'Card', reimbursable: false },
      { code: 'card', label: 'Credit', reimbursable: false },
    ];
    expect(tenderListSchema.safeParse(twice).error?.issues[0]?.message).toBe(TENDER_MSG.tenderCodeTaken('card'));
    expect(tenderListSchema.safeParse(DEFAULT_TENDERS).success).toBe(true);
  });
});

describe('what the market owes for a range', () => {
  const aggregates = [
    day('2026-06-07', [
      { vendorId: 'v2', vendorName: 'Zinnia Farm', byTender: { snap: 2500 } },
      { vendorId: 'v1', vendorName: 'apple acres', byTender: { snap: 1000, wic_fmnp: 300 } },
    ]),
    day('2026-06-14', [
      { vendorId: 'v1', vendorName: 'Apple Acres', byTender: { market_tokens: 700 } },
      { vendorId: 'v3', vendorName: 'Nothing Turned In', byTender: {} },
    ]),
  ];

  it('sums per vendor and tender across the dates, vendors by name, every reimbursable column present', () => {
    const summary = reimbursementSummary(aggregates, DEFAULT_TENDERS);
    expect(summary.tenders.map((t) => t.code)).toEqual(['snap', 'market_tokens', 'wic_fmnp']);
    expect(summary.rows).toEqual([
      {
        vendorId: 'v1',
        vendorName: 'Apple Acres',
        byTender: { snap: 1000, market_tokens: 700, wic_fmnp: 300 },
        total: 2000,
        dates: 2,
      },
      {
        vendorId: 'v2',
        vendorName: 'Zinnia Farm',
        byTender: { snap: 2500, market_tokens: 0, wic_fmnp: 0 },
        total: 2500,
        dates: 1,
      },
    ]);
    expect(summary.totals).toEqual({ byTender: { snap: 3500, market_tokens: 700, wic_fmnp: 300 }, total: 4500 });
  });

  it('keeps owing for a tender taken off the list while its tokens are in the range', () => {
    const withoutWic = DEFAULT_TENDERS.filter((t) => t.code !== 'wic_fmnp');
    const summary = reimbursementSummary(aggregates, withoutWic);
    expect(summary.tenders.map((t) => t.code)).toEqual(['snap', 'market_tokens', 'wic_fmnp']);
    expect(summary.totals.total).toBe(4500);
  });

  it('writes a CSV row per vendor in dollars and a totals row', () => {
    const table = reimbursementCsvTable(reimbursementSummary(aggregates, DEFAULT_TENDERS), {
      from: '2026-06-01',
      to: '2026-06-30',
    });
    expect(Papa.parse<string[]>(reportCsv(table.columns, table.rows).trim()).data).toEqual([
      ['Vendor', 'SNAP/EBT tokens', 'Market tokens', 'WIC/FMNP coupons', 'Total', 'Market dates', 'From', 'To'],
      ['Apple Acres', '10.00', '7.00', '3.00', '20.00', '2', '2026-06-01', '2026-06-30'],
      ['Zinnia Farm', '25.00', '0.00', '0.00', '25.00', '1', '2026-06-01', '2026-06-30'],
      ['Total', '35.00', '7.00', '3.00', '45.00', '', '2026-06-01', '2026-06-30'],
    ]);
  });
});

describe('the proceeds split', () => {
  it('sums the split requests by tender with shares, and keeps the unsplit sales apart', () => {
    const split = tenderSplit(
      [
        { grossSales: 10_000, salesByTender: { card: 6000, snap: 4000 } },
        { grossSales: 5000, salesByTender: { cash: 5000 } },
        { grossSales: 2500, salesByTender: null },
        { grossSales: null },
      ],
      DEFAULT_TENDERS,
    );
    expect(split.splitTotal).toBe(15_000);
    expect(split.unsplit).toBe(2500);
    expect(split.lines.map((l) => [l.code, l.cents, l.percent])).toEqual([
      ['card', 6000, 40],
      ['cash', 5000, 33.3],
      ['snap', 4000, 26.7],
      ['market_tokens', 0, 0],
      ['wic_fmnp', 0, 0],
    ]);
  });
});
