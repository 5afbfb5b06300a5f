import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_CSV_BYTES, IMPORT_MAX_ROWS, IMPORT_MSG } from './import-messages.js';
import { VENDOR_CSV_COLUMNS, VENDOR_ID_HEADER } from './vendor-csv-columns.js';
import {
  CsvImportError,
  guessMapping,
  cellText,
  isFormulaCell,
  normaliseHeader,
  parseVendorCsv,
  resolveMapping,
  rowValues,
} from './vendor-csv-import.js';

const refusal = (text: string) => {
  try {
    parseVendorCsv(text);
  } catch (err) {
    if (err instanceof CsvImportError) return { message: err.message, tooLarge: err.tooLarge };
    throw err;
  }
  throw new Error('the file was read');
};

describe('reading the file', () => {
  it('drops the byte-order mark, so the first header reads as written', () => {
    const { headers, rows } = parseVendorCsv('\uFEFFBusiness Name,Email\r\nSunny Acres,sunny@example.com\r\n');
    expect(headers).toEqual(['Business Name', 'Email']);
    expect(rows).toEqual([{ line: 2, cells: ['Sunny Acres', 'sunny@example.com'] }]);
  });

  it('finds a semicolon or a tab between the cells', () => {
    const semi = parseVendorCsv('Business Name;Email;Products\nSunny Acres;sunny@example.com;Eggs, honey\n');
    expect(semi.rows[0]!.cells).toEqual(['Sunny Acres', 'sunny@example.com', 'Eggs, honey']);
    const tab = parseVendorCsv('Business Name\tEmail\nSunny Acres\tsunny@example.com\n');
    expect(tab.rows[0]!.cells).toEqual(['Sunny Acres', 'sunny@example.com']);
  });

  it('keeps a quoted cell with line breaks whole and numbers lines as the spreadsheet does', () => {
    const { rows } = parseVendorCsv(
      'Business Name,Products\n"Sunny Acres","Eggs\nHoney\nFlowers"\n\nBlue Heron,"Mushrooms, ""wild"""\n',
    );
    expect(rows).toEqual([
      { line: 2, cells: ['Sunny Acres', 'Eggs\nHoney\nFlowers'] },
      { line: 4, cells: ['Blue Heron', 'Mushrooms, "wild"'] },
    ]);
  });

  it('refuses an empty file, a header without rows and a file without a header', () => {
    expect(refusal('')).toEqual({ message: IMPORT_MSG.emptyFile, tooLarge: false });
    expect(refusal('\uFEFF  \r\n\r\n')).toEqual({ message: IMPORT_MSG.emptyFile, tooLarge: false });
    expect(refusal('Business Name,Email\n\n')).toEqual({ message: IMPORT_MSG.noRows, tooLarge: false });
    expect(refusal(',,\nSunny Acres,x,y\n')).toEqual({ message: IMPORT_MSG.noHeader, tooLarge: false });
  });

  it('refuses a binary file: NUL bytes, control characters or bytes that were not UTF-8', () => {
    expect(refusal('PK\u0003\u0004\u0000\u0000rest').message).toBe(IMPORT_MSG.notText);
    expect(refusal('Business Name\nSunny \uFFFD Acres\n').message).toBe(IMPORT_MSG.notText);
    expect(refusal('%PDF-1.7\n\u0001\u0002').message).toBe(IMPORT_MSG.notText);
  });

  it('refuses an unclosed quote, naming the problem', () => {
    expect(refusal('Business Name,Email\n"Sunny Acres,sunny@example.com\n').message).toMatch(
      /^The file could not be read as CSV: /,
    );
  });

  it(`takes ${IMPORT_MAX_ROWS} rows and refuses one more, and a file over the size limit, as too large`, () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `Vendor ${i},v${i}@example.com`).join('\n');
    expect(parseVendorCsv(`Business Name,Email\n${rows(IMPORT_MAX_ROWS)}\n`).rows).toHaveLength(IMPORT_MAX_ROWS);
    expect(refusal(`Business Name,Email\n${rows(10_000)}\n`)).toEqual({
      message: IMPORT_MSG.tooManyRows(10_000),
      tooLarge: true,
    });
    expect(IMPORT_MSG.tooManyRows(10_000)).toContain('10,000');
    expect(IMPORT_MSG.tooManyRows(10_000)).toContain('1,000');
    const big = `Business Name,Products\nSunny,"${'x'.repeat(IMPORT_MAX_CSV_BYTES)}"\n`;
    expect(refusal(big)).toEqual({ message: IMPORT_MSG.tooLarge, tooLarge: true });
    expect(IMPORT_MSG.tooLarge).toContain('1 MB');
  });
});

describe('matching the columns', () => {
  it('normalises header names to lower-case letters and digits', () => {
    expect(normaliseHeader(' E-mail Address ')).toBe('emailaddress');
    expect(normaliseHeader('ZIP Code')).toBe('zipcode');
    expect(normaliseHeader('Café Name')).toBe('cafename');
  });

  it("guesses the export's own header, so an exported file needs no mapping", () => {
    const headers = [VENDOR_ID_HEADER, ...VENDOR_CSV_COLUMNS.map((c) => c.header)];
    const mapping = guessMapping(headers);
    expect(mapping).toEqual(Object.fromEntries(VENDOR_CSV_COLUMNS.map((c, i) => [c.field, i + 1])));
  });

  it('recognises the names market spreadsheets use, one column per field', () => {
    const headers = ['Vendor', 'Contact', 'E-mail', 'Phone Number', 'Category', 'Products', 'Website', 'Notes'];
    expect(guessMapping(headers)).toEqual({
      name: 0,
      contactName: 1,
      email: 2,
      phone: 3,
      vendorType: 4,
      description: 5,
      website: 6,
    });
    // "Name" is the business name only when nothing better names it; a column is never used twice.
    expect(guessMapping(['Name', 'Business Name', 'Email'])).toEqual({ name: 1, email: 2 });
  });

  it('resolves a mapping by header text or index and refuses a column the file lacks or a missing required one', () => {
    const headers = ['Farm', 'Who', 'Mail', 'Tel', 'Kind'];
    const mapping = resolveMapping(headers, {
      name: 'farm',
      contactName: 1,
      email: 'Mail',
      phone: 'TEL',
      vendorType: 4,
    });
    expect(mapping).toEqual({ name: 0, contactName: 1, email: 2, phone: 3, vendorType: 4 });
    expect(rowValues({ line: 2, cells: [' Sunny ', '', 'a@b.c', '707', 'Farm'] }, mapping)).toEqual({
      name: 'Sunny',
      email: 'a@b.c',
      phone: '707',
      vendorType: 'Farm',
    });
    expect(() =>
      resolveMapping(headers, { name: 'Business', contactName: 1, email: 2, phone: 3, vendorType: 4 }),
    ).toThrow(IMPORT_MSG.mappingUnknownColumn('Business Name', 'Business'));
    expect(() => resolveMapping(headers, { name: 0, contactName: 9, email: 2, phone: 3, vendorType: 4 })).toThrow(
      CsvImportError,
    );
    expect(() => resolveMapping(headers, { name: 0, email: 2 })).toThrow(
      IMPORT_MSG.mappingRequired('Contact Name, Phone, Vendor Type'),
    );
  });
});

describe('formula cells', () => {
  it('are cells starting with =, +, - or @; an international phone number and text are not', () => {
    for (const cell of ['=HYPERLINK("http://x","y")', '+SUM(A1)', '-2+3', '@cmd', '=1+1']) {
      expect(isFormulaCell('description', cell)).toBe(true);
    }
    expect(isFormulaCell('phone', '=1+1')).toBe(true);
    expect(isFormulaCell('phone', '+1 (707) 555-0101')).toBe(false);
    expect(isFormulaCell('description', "'=made safe by the export")).toBe(false);
    expect(isFormulaCell('description', 'Eggs - and honey')).toBe(false);
  });

  it('read back as text when the export marked them with an apostrophe', () => {
    expect(cellText("'=1+1")).toBe('=1+1');
    expect(cellText("'-Eggs")).toBe('-Eggs');
    expect(cellText("'Tis the season")).toBe("'Tis the season");
    expect(cellText('Eggs')).toBe('Eggs');
  });
});
