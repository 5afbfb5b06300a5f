import { describe, expect, it } from 'vitest';
import { expiryBadge } from './document-rules.js';
import { instantInZone } from './market-time.js';

const LA = 'America/Los_Angeles';
/** 11:30 PM on 1 June in the market's zone: already 2 June in UTC, so a UTC count would be a day off. */
const now = instantInZone('2026-06-01', '23:30:00.000', LA);
const color = (expirationDate: string) => expiryBadge(expirationDate, now, LA).color;

describe('the expiry badge (spec 3 §4), counted in the market’s time zone', () => {
  it('is destructive once the date has passed, and not on the day itself', () => {
    expect(color('2026-05-31')).toBe('destructive');
    expect(expiryBadge('2026-05-31', now, LA).label).toBe('Expired 1 day ago');
    expect(color('2026-06-01')).toBe('warning');
    expect(expiryBadge('2026-06-01', now, LA).label).toBe('Expires today');
  });

  it('is warning up to 7 days, info up to 15, secondary up to 30, success beyond', () => {
    expect(color('2026-06-08')).toBe('warning'); // 7 days
    expect(color('2026-06-09')).toBe('info'); // 8
    expect(color('2026-06-16')).toBe('info'); // 15
    expect(color('2026-06-17')).toBe('secondary'); // 16
    expect(color('2026-07-01')).toBe('secondary'); // 30
    expect(color('2026-07-02')).toBe('success'); // 31
    expect(expiryBadge('2026-07-01', now, LA).days).toBe(30);
  });

  it('moves a day at midnight in the market, not at midnight UTC', () => {
    const justAfterMidnight = instantInZone('2026-06-02', '00:00:00.000', LA);
    expect(expiryBadge('2026-06-09', now, LA).days).toBe(8);
    expect(expiryBadge('2026-06-09', justAfterMidnight, LA).days).toBe(7);
    expect(expiryBadge('2026-06-09', justAfterMidnight, LA).color).toBe('warning');
  });
});
