import { describe, expect, it } from 'vitest';
import { countAxis } from './count-axis';

describe('the value axis of the Vendor Status chart', () => {
  it('reads in even whole steps with room above the tallest bar (not 0/4/8/16)', () => {
    expect(countAxis(16)).toEqual({ domain: [0, 20], ticks: [0, 5, 10, 15, 20] });
    expect(countAxis(3)).toEqual({ domain: [0, 4], ticks: [0, 1, 2, 3, 4] });
    expect(countAxis(7)).toEqual({ domain: [0, 8], ticks: [0, 2, 4, 6, 8] });
    expect(countAxis(120)).toEqual({ domain: [0, 150], ticks: [0, 50, 100, 150] });
    expect(countAxis(0)).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });

  it('always leaves the tallest bar below the top', () => {
    for (let n = 0; n <= 500; n++) {
      const { domain, ticks } = countAxis(n);
      expect(domain[1]).toBeGreaterThan(n);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks.every((t, i) => i === 0 || t - ticks[i - 1]! === ticks[1])).toBe(true);
    }
  });
});
