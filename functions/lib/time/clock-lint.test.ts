import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

/**
 * Lints a snippet as if it were the named file, with the no-restricted-syntax rule the project's configuration gives
 * that file (the whole configuration's type-aware rules would parse the project for every snippet).
 */
async function clockReadsFlagged(code: string, filePath: string): Promise<number> {
  const config = (await eslint.calculateConfigForFile(filePath)) as { rules?: Record<string, Linter.RuleEntry> };
  const rule = config.rules?.['no-restricted-syntax'];
  if (!rule) return 0;
  const messages = new Linter().verify(
    code,
    [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-syntax': rule } }],
    filePath,
  );
  return messages.filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('clock port')).length;
}

const SERVICE = 'functions/payments/payments.service.ts';
const REPOSITORY = 'functions/lib/data/users/users.repository.ts';

describe('the server reads "now" only from the clock port', () => {
  // The first look-up loads the configuration and its plugins.
  beforeAll(() => eslint.calculateConfigForFile(SERVICE), 60_000);

  it.each([
    ['new Date() in a service', SERVICE, `export const stamp = () => new Date().toISOString();\n`],
    ['Date.now() in a repository', REPOSITORY, `export const ttl = () => Math.floor(Date.now() / 1000);\n`],
    [
      'a default of new Date() in a job',
      'functions/jobs/scheduled/job.ts',
      `export const f = (at = new Date()) => at;\n`,
    ],
  ])('%s fails the lint', async (_name, file, code) => {
    expect(await clockReadsFlagged(code, file)).toBe(1);
  });

  it('a date built from a given instant, and a duration from performance.now(), pass', async () => {
    const code = `export const d = (iso: string) => new Date(iso);\nexport const t0 = performance.now();\n`;
    expect(await clockReadsFlagged(code, SERVICE)).toBe(0);
  });

  it('the clock adapter itself and tests may read the machine clock', async () => {
    const code = `export const now = () => new Date(Date.now());\n`;
    expect(await clockReadsFlagged(code, 'functions/lib/time/clock.ts')).toBe(0);
    expect(await clockReadsFlagged(code, 'functions/payments/payments.service.test.ts')).toBe(0);
  });
});
