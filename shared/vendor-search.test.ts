import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesVendorSearch, vendorSearchText } from './vendor-search.js';

describe('vendor search matching', () => {
  const vendor = { name: 'Taqueria La Paloma', contactName: 'Rosa Jiménez' };

  it('matches a part of the name or of the contact name, in any case, without accents', () => {
    expect(matchesVendorSearch(vendor, 'paloma')).toBe(true);
    expect(matchesVendorSearch(vendor, 'TAQ')).toBe(true);
    expect(matchesVendorSearch(vendor, 'jimenez')).toBe(true);
    expect(matchesVendorSearch(vendor, 'Jiménez')).toBe(true);
    expect(matchesVendorSearch(vendor, 'bakery')).toBe(false);
  });

  it('does not match across the name and the contact name', () => {
    expect(vendorSearchText(vendor.name, vendor.contactName)).toBe('taqueria la paloma\nrosa jimenez');
    expect(matchesVendorSearch(vendor, 'paloma rosa')).toBe(false);
  });

  it('folds spacing', () => {
    expect(foldForSearch('  La   Paloma ')).toBe('la paloma');
  });
});
