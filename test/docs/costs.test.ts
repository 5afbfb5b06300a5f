/**
 * docs/costs.md against the cost model: the page's estimate is the script's output (so the figures it explains are
 * the ones the model computes), and the goal holds: under US$5 a month idle for a 100-vendor market.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { costEstimates, renderCostReport } from '../bench/cost-report.js';

const START = '<!-- cost-estimate:start (written by npm run cost) -->';
const END = '<!-- cost-estimate:end -->';

describe('the cost estimate', () => {
  it('docs/costs.md shows what npm run cost prints', async () => {
    const page = await readFile(new URL('../../docs/costs.md', import.meta.url), 'utf8');
    const block = page.slice(page.indexOf(START) + START.length, page.indexOf(END));
    expect(page.indexOf(START)).toBeGreaterThan(0);
    expect(block.replace(/```text\n|```/g, '').trim()).toBe(renderCostReport().trim());
  });

  it('a 100-vendor market costs under US$5 a month idle, and the bill grows with use, not with idle time', () => {
    const small = costEstimates(100);
    const large = costEstimates(1000);
    expect(small.idle.totalAfterFree).toBeLessThan(5);
    expect(small.season.totalAfterFree).toBeGreaterThan(small.idle.totalAfterFree);
    expect(large.season.totalAfterFree).toBeGreaterThan(small.season.totalAfterFree);
    // Computing and storage are cents: Lambda, API Gateway and DynamoDB stay under $1.20 at 1,000 vendors in season.
    const compute = large.season.lines
      .filter((l) => ['Lambda', 'API Gateway (HTTP API)', 'DynamoDB on demand'].includes(l.service))
      .reduce((s, l) => s + l.usdAfterFree, 0);
    expect(compute).toBeLessThan(1.2);
  });
});
