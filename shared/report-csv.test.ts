import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvLine, reportCsv } from './report-csv.js';
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

describe('report CSV cells that a spreadsheet would run', () => {
  const columns = REPORT_COLUMNS['stale-vendors'];
  const csvOf = (vendorName: string) =>
    Papa.parse<string[]>(
      reportCsv(columns, [{ vendorName, vendorType: 'Produce', lastAttendedDate: null, daysSince: 3 }]),
    ).data[1]![0];

  it.each([
    ['=', '=1+1'],
    ['+', '+1+1'],
    ['-', "-1+1+cmd|' /C calc'!A0"],
    ['- and a digit', '-2'],
    ['@', '@SUM(A1)'],
    ['a tab', '\t=1+1'],
    ['a carriage return', '\r=1+1'],
  ])('a text cell starting with %s gets a leading quote', (_lead, name) => {
    expect(csvOf(name)).toBe(`'${name}`);
  });

  it('leaves other text as it is', () => {
    expect(csvOf('Sunny Acres Farm')).toBe('Sunny Acres Farm');
    expect(csvOf('1-2-3 Bakery')).toBe('1-2-3 Bakery');
  });

  it("keeps the report's own negative money and counts as numbers, but not text in a money column", () => {
    const csv = reportCsv(REPORT_COLUMNS['price-calculation-errors'], [
      { date: '2026-05-03', vendorName: 'A', field: 'Balance', stored: -250, expected: '-1+1', difference: -1 },
    ]);
    expect(Papa.parse<string[]>(csv.trim()).data[1]).toEqual(['2026-05-03', 'A', 'Balance', '-2.50', "'-1+1", '-0.01']);
  });

  it('neutralises a column label too', () => {
    const csv = reportCsv([{ key: 'x', label: '=Tokens', kind: 'money' }], [{ x: 100 }]);
    expect(Papa.parse<string[]>(csv.trim()).data).toEqual([["'=Tokens"], ['1.00']]);
  });
});

describe('CSV lines of an exported file', () => {
  it('quotes, guards formulas, and writes numbers, yes/no and nothing as they are', () => {
    const line = csvLine(['Clay, Co', '=cmd', '-1+1', '@SUM(A1)', 'The "Best"', -250, 0, true, false, null, undefined]);
    expect(line.endsWith('\r\n')).toBe(true);
    expect(Papa.parse<string[]>(line.trim()).data[0]).toEqual([
      'Clay, Co',
      "'=cmd",
      "'-1+1",
      "'@SUM(A1)",
      'The "Best"',
      '-250',
      '0',
      'true',
      'false',
      '',
      '',
    ]);
  });

  it('keeps a phone number in the international form, which calls nothing, as it is', () => {
    expect(csvLine(['+1 (707) 555-0101', '+1 SUM(A1)'])).toBe("+1 (707) 555-0101,'+1 SUM(A1)\r\n");
  });
});
