import { describe, expect, it } from 'vitest';
import { unreadCountText } from './unread-count-text';

describe('the unread count on a badge', () => {
  it('is the whole number up to 99, then "99+"', () => {
    expect(unreadCountText(1)).toBe('1');
    expect(unreadCountText(9)).toBe('9');
    expect(unreadCountText(42)).toBe('42');
    expect(unreadCountText(99)).toBe('99');
    expect(unreadCountText(100)).toBe('99+');
    expect(unreadCountText(2500)).toBe('99+');
  });
});
