import { describe, expect, it } from 'vitest';
import { imageLimitMessage, PROFILE_MSG } from './profile-messages.js';
import { formatProfilePhone, monthName, normalizeHandle, normalizeWebsite } from './profile-rules.js';

describe('profile rules (spec 3 §5, §9)', () => {
  it('prepends http:// to a website that does not start with http, and keeps one that does', () => {
    expect(normalizeWebsite('farm.example.com')).toBe('http://farm.example.com');
    expect(normalizeWebsite('https://farm.example.com')).toBe('https://farm.example.com');
    expect(normalizeWebsite('HTTP://FARM.EXAMPLE.COM')).toBe('HTTP://FARM.EXAMPLE.COM');
    expect(normalizeWebsite('  ')).toBeNull();
  });

  it('drops a typed @ from a handle', () => {
    expect(normalizeHandle('@sunnyacres')).toBe('sunnyacres');
    expect(normalizeHandle('')).toBeNull();
  });

  it('shows ten digits as ddd-ddd-dddd and anything else as entered', () => {
    expect(formatProfilePhone('(707) 555-0101')).toBe('707-555-0101');
    expect(formatProfilePhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('names months 1-12 from January', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(12)).toBe('December');
  });

  it('words the per-type limit as the spec does: one logo, 2 booth photos, 8 product photos', () => {
    expect(imageLimitMessage('logo')).toBe('You can only have one logo. Please delete the existing logo first.');
    expect(imageLimitMessage('booth')).toBe(
      'You can only have 2 booth photos. Please delete some existing photos first.',
    );
    expect(imageLimitMessage('product')).toBe(
      'You can only have 8 product photos. Please delete some existing photos first.',
    );
    expect(PROFILE_MSG.yearsAtMarket(1)).toBe('1 year at the market');
    expect(PROFILE_MSG.yearsAtMarket(6)).toBe('6 years at the market');
  });
});
