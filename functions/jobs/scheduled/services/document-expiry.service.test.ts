import { describe, expect, it } from 'vitest';
import { noticeFor } from './document-expiry.service.js';

describe('which document expiry notice is due', () => {
  it('30 days out gets the 30-day notice, 7 days out the 7-day one, the day itself the last one', () => {
    expect(noticeFor(30)).toBe(30);
    expect(noticeFor(7)).toBe(7);
    expect(noticeFor(0)).toBe(0);
  });

  it('a day the job missed is caught up by the notice whose window holds it; nothing outside 0-30 days', () => {
    expect(noticeFor(29)).toBe(30);
    expect(noticeFor(8)).toBe(30);
    expect(noticeFor(6)).toBe(7);
    expect(noticeFor(1)).toBe(7);
    expect(noticeFor(31)).toBeUndefined();
    expect(noticeFor(-1)).toBeUndefined();
  });
});
