import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { untypedEslint } from '../test/lint/untyped-eslint.js';

const eslint = untypedEslint();
const typedEslint = new ESLint();

/** Lints a snippet as if it were the named file, with the project's own configuration, and keeps one rule's words. */
async function flagged(code: string, filePath: string, ruleId: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const layers = (code: string, filePath: string) => flagged(code, filePath, 'boundaries/dependencies');

// Real files of each layer: the snippet is linted in their place, with their tsconfig and import resolution.
const FEATURE = 'web/src/features/tender/routes/tokens.tsx';
const WEB_LIB = 'web/src/lib/money.ts';
const LIB = 'functions/lib/ports.ts';
const SERVICE = 'functions/payments/payments.service.ts';
const SHARED = 'shared/pricing.ts';

describe('the layers are held by lint', () => {
  // The first lint loads the configuration and its plugins.
  beforeAll(() => eslint.lintText('', { filePath: SERVICE }), 60_000);

  it('a feature importing another feature fails; its own files and components/ pass', async () => {
    const other = `import * as report from '@/features/reports/routes/report';\nexport const r = report;\n`;
    expect(await layers(other, FEATURE)).toEqual([expect.stringContaining('A feature never imports another feature')]);

    const own = `import * as api from '../api/tender';\nimport * as split from '@/components/tender/tender-split';\nexport const r = [api, split];\n`;
    expect(await layers(own, FEATURE)).toEqual([]);
  });

  it('functions/lib importing a route group fails; lib and shared pass', async () => {
    const group = `import * as payments from '../payments/payments.service.js';\nexport const s = payments;\n`;
    expect(await layers(group, LIB)).toEqual([expect.stringContaining('functions/lib never imports a route group')]);

    const below = `import { clockNow } from './time/clock.js';\nimport { MSG } from '../../shared/messages.js';\nexport const s = [clockNow, MSG];\n`;
    expect(await layers(below, LIB)).toEqual([]);
  });

  it('a service importing an AWS SDK client fails, even for a type', async () => {
    const sdk = `import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';\nexport type Db = DynamoDBDocumentClient;\n`;
    expect(await layers(sdk, SERVICE)).toEqual([expect.stringContaining('never on an AWS SDK client')]);
  });

  it('shared/ importing functions/, web/ or local/ fails', async () => {
    const code = [
      `import * as clock from '../functions/lib/time/clock.js';`,
      `import * as money from '../web/src/lib/money';`,
      `import * as seed from '../local/seed.js';`,
      `export const s = [clock, money, seed];`,
    ].join('\n');
    const messages = await layers(code, SHARED);
    expect(messages).toHaveLength(3);
    expect(messages).toEqual(Array(3).fill(expect.stringContaining('shared/ is used by the API and the SPA alike')));
  });

  it('web/ importing functions/ or local/ fails; shared/ passes', async () => {
    const code = [
      `import * as clock from '../../../functions/lib/time/clock.js';`,
      `import * as seed from '../../../local/seed.js';`,
      `import * as messages from '@shared/messages';`,
      `export const s = [clock, seed, messages];`,
    ].join('\n');
    expect(await layers(code, WEB_LIB)).toEqual([
      expect.stringContaining('The SPA talks to the API only'),
      expect.stringContaining('The SPA talks to the API only'),
    ]);
  });
});

describe('a promise nobody awaits fails the lint', () => {
  const send = `const send = async (): Promise<void> => {};\n`;
  const floating = (code: string) =>
    flagged(`${send}${code}`, SERVICE, '@typescript-eslint/no-floating-promises', typedEslint);

  // The first typed lint builds the TypeScript program of the file's tsconfig.
  beforeAll(() => typedEslint.lintText('', { filePath: SERVICE }), 300_000);

  it('a call whose promise is dropped fails', async () => {
    expect(await floating(`export function run() {\n  send();\n}\n`)).toHaveLength(1);
  });

  it('awaited, or marked void, it passes', async () => {
    expect(await floating(`export async function run() {\n  await send();\n}\n`)).toEqual([]);
    expect(await floating(`export function run() {\n  void send();\n}\n`)).toEqual([]);
  });
});
