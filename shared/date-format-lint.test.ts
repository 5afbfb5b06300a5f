import { beforeAll, describe, expect, it } from 'vitest';
import { untypedEslint } from '../test/lint/untyped-eslint.js';

const eslint = untypedEslint();

/** Lints a snippet as if it were the named file, with the project's own configuration. */
async function datesFlagged(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('shared/date-format.ts'))
    .map((m) => m.message);
}

const FEATURE = 'web/src/features/vendor-payments/routes/payment-history.tsx';

describe('dates are formatted only by shared/date-format.ts', () => {
  // The first lint loads the configuration and its plugins.
  beforeAll(() => eslint.lintText('', { filePath: FEATURE }), 60_000);

  it('a feature file that calls toLocaleDateString fails the lint', async () => {
    const code = `export const day = (iso: string) => new Date(iso).toLocaleDateString('en-US');\n`;
    expect(await datesFlagged(code, FEATURE)).toHaveLength(1);
  });

  it.each([
    ['toLocaleTimeString', `export const t = (d: Date) => d.toLocaleTimeString();\n`],
    ['new Intl.DateTimeFormat', `export const f = new Intl.DateTimeFormat('en-US', { month: 'short' });\n`],
    ['a Date toLocaleString', `export const s = new Date().toLocaleString('en-US');\n`],
    [
      'toLocaleString with date fields',
      `export const s = (x: Date) => x.toLocaleString('en-US', { timeZone: 'UTC' });\n`,
    ],
    ['dayjs', `import dayjs from 'dayjs';\nexport const s = dayjs().format('MMM D');\n`],
  ])('so does %s, on the server too', async (_name, code) => {
    expect(await datesFlagged(code, 'functions/payments/payments.service.ts')).toHaveLength(1);
  });

  it("a number's toLocaleString is not a date and passes", async () => {
    const code = `export const n = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });\n`;
    expect(await datesFlagged(code, FEATURE)).toEqual([]);
  });

  it('the formatter module itself may use Intl', async () => {
    const code = `export const f = new Intl.DateTimeFormat('en-US', { month: 'short' });\n`;
    expect(await datesFlagged(code, 'shared/date-format.ts')).toEqual([]);
  });
});
