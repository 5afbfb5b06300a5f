import { describe, expect, it } from 'vitest';
import { formatPhone, seasonLabel, socialLinks, websiteHref, yearsAtMarketLabel } from './profile-format';

describe('profile rendering rules', () => {
  it('says "year" for one year, "years" otherwise, and nothing for zero or empty', () => {
    expect(yearsAtMarketLabel(1)).toBe('1 year at the market');
    expect(yearsAtMarketLabel(12)).toBe('12 years at the market');
    expect(yearsAtMarketLabel(0)).toBeNull();
    expect(yearsAtMarketLabel(null)).toBeNull();
  });

  it('shows a ten-digit phone as ddd-ddd-dddd and leaves any other number as entered', () => {
    expect(formatPhone('(707) 555-0101')).toBe('707-555-0101');
    expect(formatPhone('+1 707 555 0101')).toBe('707-555-0101');
    expect(formatPhone('555-0101')).toBe('555-0101');
  });

  it('adds http:// to a website that does not start with http', () => {
    expect(websiteHref('sunnyacres.example')).toBe('http://sunnyacres.example');
    expect(websiteHref('https://sunnyacres.example')).toBe('https://sunnyacres.example');
    expect(websiteHref('')).toBe('');
  });

  it('links each handle to its network and keeps a full address as given', () => {
    const links = socialLinks({
      instagram: 'sunnyacres',
      facebook: 'https://facebook.com/sunny.acres',
      twitter: '',
      tiktok: '@sunny',
    });
    expect(links).toEqual([
      { network: 'Instagram', label: '@sunnyacres', href: 'https://www.instagram.com/sunnyacres' },
      { network: 'Facebook', label: 'Facebook', href: 'https://facebook.com/sunny.acres' },
      { network: 'TikTok', label: '@sunny', href: 'https://www.tiktok.com/@sunny' },
    ]);
  });

  it('names the months a product is available', () => {
    expect(seasonLabel(5, 9)).toBe('Available: May - September');
    expect(seasonLabel(null, null)).toBeNull();
    expect(seasonLabel(6, null)).toBe('Available: June');
  });
});
