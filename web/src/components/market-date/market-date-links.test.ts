import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { MARKET_DATE_SCREENS, marketDateScreenHref } from './market-date-links';

describe('the market-date navigation bar', () => {
  it('keeps the type and area filters and drops the screen-specific ones', () => {
    const current = new URLSearchParams('type=2&area=north&status=assigned');
    expect(marketDateScreenHref('d1', 'spaces', current)).toBe('/date/d1/spaces?type=2&area=north');
  });

  it('links to the dashboard without a segment, and without a query when no filter is set', () => {
    expect(marketDateScreenHref('d1', '', new URLSearchParams())).toBe('/date/d1');
  });

  it('lists Dashboard, Requests, Spaces, Layout, Missing, Payments, Proceeds, Notes and Tokens, in that order', () => {
    expect(MARKET_DATE_SCREENS.map((s) => i18n._(s.label))).toEqual([
      'Dashboard',
      'Requests',
      'Spaces',
      'Layout',
      'Missing',
      'Payments',
      'Proceeds',
      'Notes',
      'Tokens',
    ]);
  });

  it('keeps type and area on the way to the missing vendors report', () => {
    const current = new URLSearchParams('type=1&area=north&tab=stats');
    expect(marketDateScreenHref('d1', 'missing', current)).toBe('/date/d1/missing?type=1&area=north');
  });
});
