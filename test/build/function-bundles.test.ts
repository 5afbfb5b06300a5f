import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_BUDGET_KB } from '../../infra/constructs/bundle-budget.js';
import { collectBundles, formatBundleTable, overBudget, type BundleRow } from '../../infra/report-bundles.js';

const root = new URL('../../', import.meta.url).pathname;

describe("each function's bundle (architecture: Lambda bundles stay small)", () => {
  let out: string;
  let rows: BundleRow[];

  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'marketday-bundles-test-'));
    execFileSync('npx', ['cdk', 'synth', '--quiet', '--output', out], { cwd: root, stdio: 'pipe' });
    rows = collectBundles(out);
    console.log(formatBundleTable(rows));
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('bundles every route group and job', () => {
    const names = rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['spaces', 'market-dates', 'public-payments', 'jobs/scheduled']));
    expect(rows.length).toBeGreaterThanOrEqual(29);
  });

  it(`keeps every bundle within ${BUNDLE_BUDGET_KB} KB minified`, () => {
    expect(overBudget(rows).map((r) => `${r.name} ${(r.bytes / 1024).toFixed(1)} KB`)).toEqual([]);
  });
});
