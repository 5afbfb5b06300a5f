import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-csv.js';
import { REPORT_COLUMNS } from './schemas/reports.js';

describe('report CSV', () => {
  const rows = [
    { date: '2026-05-03', vendorName: 'Clay, Co', field: 'Base amount', stored: 3500, expected: 3000, difference: 500 },
    {
      date: '2026-05-10',
      vendorName: 'The "Best"\nBakery',
      field: 'Amount due',
      stored: 0,
      expected: 5,
      difference: -5,
    },
    { date: '2026-05-17', vendorName: '=HYPERLINK("x")', field: 'Balance', stored: 100, expected: 100, difference: 0 },
  ];

  it('holds the table columns and exactly its rows, money in dollars', () => {
    const csv = reportCsv(REPORT_COLUMNS['price-calculation-errors'], rows);
    const parsed = Papa.parse<string[]>(csv.trim()).data;
    expect(parsed[0]).toEqual(['Date', 'Vendor', 'Field', 'Stored', 'Expected', 'Difference']);
    expect(parsed.slice(1)).toEqual([
      ['2026-05-03', 'Clay, Co', 'Base amount', '35.00', '30.00', '5.00'],
      ['2026-05-10', 'The "Best"\nBakery', 'Amount due', '0.00', '0.05', '-0.05'],
      ['2026-05-17', `'=HYPERLINK("x")`, 'Balance', '1.00', '1.00', '0.00'],
    ]);
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = reportCsv(REPORT_COLUMNS['price-calculation-errors'], rows);
    expect(csv).toContain('"Clay, Co"');
    expect(csv).toContain('"The ""Best""\nBakery"');
  });
});
