import { beforeAll, describe, expect, it } from 'vitest';
import { untypedEslint } from '../test/lint/untyped-eslint.js';

const eslint = untypedEslint();

/** Lints a snippet as if it were the named file, with the project's own configuration. */
async function apiLiteralsFlagged(code: string, filePath: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('apiPath'))
    .map((m) => m.line);
}

const SPA_FILE = 'web/src/features/catalog/api/areas.ts';
const IMPORT = `import { apiPath } from '@shared/api-path';\n`;

describe('the SPA names API routes only through apiPath', () => {
  // The first lint loads the configuration and its plugins.
  beforeAll(() => eslint.lintText('', { filePath: SPA_FILE }), 60_000);

  it('a hand-typed /api string or template in an SPA file fails the lint', async () => {
    const code = `const id = 'a';\nexport const a = '/api/areas';\nexport const b = \`/api/areas/\${id}\`;\n`;
    expect(await apiLiteralsFlagged(code, SPA_FILE)).toEqual([2, 3]);
  });

  it("apiPath's own template passes, a literal one and one with a chosen segment alike", async () => {
    const code = `${IMPORT}const ok = true;\nexport const a = apiPath('/api/areas/{id}', { id: 'a' });\nexport const b = apiPath(\`/api/public-waitlist/{code}/\${ok ? 'accept' : 'decline'}\`, { code: 'c' });\n`;
    expect(await apiLiteralsFlagged(code, SPA_FILE)).toEqual([]);
  });

  it('tests keep the literal paths their mocked routes answer on', async () => {
    const code = `export const route = 'GET /api/areas';\nexport const path = '/api/areas';\n`;
    expect(await apiLiteralsFlagged(code, 'web/src/features/catalog/routes/areas.test.tsx')).toEqual([]);
  });
});
