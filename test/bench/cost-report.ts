/**
 * The monthly bill as text: one table per organisation size, by service, idle and in season, at list price and after
 * AWS's always-free allowances. `npm run cost` prints it; docs/costs.md holds one copy, which a test keeps equal.
 */
import { COST_SCENARIOS, estimateMonth, PRICES_NOTE, type Estimate } from './cost-model.js';

const money = (usd: number) => (usd < 0.005 ? '$0.00' : `$${usd.toFixed(2)}`);
const TOTAL_AFTER_FREE = 'total, after free allowances';

function table(title: string, idle: Estimate, season: Estimate): string[] {
  const width = Math.max(...idle.lines.map((l) => l.service.length), TOTAL_AFTER_FREE.length);
  const row = (label: string, a: number, b: number, basis = '') =>
    `${label.padEnd(width)}  ${money(a).padStart(9)}  ${money(b).padStart(9)}${basis ? `   ${basis}` : ''}`;
  return [
    title,
    `${'service'.padEnd(width)}  ${'idle'.padStart(9)}  ${'in season'.padStart(9)}   what drives it (in season)`,
    ...idle.lines.map((a, i) => row(a.service, a.usd, season.lines[i]!.usd, season.lines[i]!.basis)),
    row('total, list price', idle.total, season.total),
    row(TOTAL_AFTER_FREE, idle.totalAfterFree, season.totalAfterFree),
    `API calls a month: idle ${idle.apiCalls.toLocaleString('en-US')}, in season ${season.apiCalls.toLocaleString('en-US')}`,
  ];
}

export function costEstimates(vendors: number) {
  return { idle: estimateMonth(COST_SCENARIOS.idle(vendors)), season: estimateMonth(COST_SCENARIOS.season(vendors)) };
}

export function renderCostReport(): string {
  const blocks = [100, 1000].map((vendors) => {
    const { idle, season } = costEstimates(vendors);
    return table(`${vendors.toLocaleString('en-US')} vendors, one weekly market (US$ a month)`, idle, season).join('\n');
  });
  return [...blocks, PRICES_NOTE].join('\n\n') + '\n';
}
