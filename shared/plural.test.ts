import { describe, expect, it } from 'vitest';
import { MISSING_MSG } from './missing-vendors-messages.js';
import { countOf } from './plural.js';
import { SPACES_MSG } from './spaces-messages.js';

describe('counts read in the number they are', () => {
  it('says one vendor, and vendors for none or many', () => {
    expect(countOf(1, 'vendor')).toBe('1 vendor');
    expect(countOf(0, 'vendor')).toBe('0 vendors');
    expect(countOf(3, 'market date')).toBe('3 market dates');
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
  });

  it('keeps the spec’s plural toasts and says the singular where the count is one', () => {
    expect(MISSING_MSG.remindersSent(1)).toBe('Reminders sent to 1 vendor successfully');
    expect(MISSING_MSG.remindersSent(4)).toBe('Reminders sent to 4 vendors successfully');
    expect(SPACES_MSG.publishSuccessText(1)).toBe('Space assignments published to 1 vendor');
    expect(SPACES_MSG.repriced(1)).toBe('1 space repriced successfully');
    expect(SPACES_MSG.repriced(12)).toBe('12 spaces repriced successfully');
  });
});
