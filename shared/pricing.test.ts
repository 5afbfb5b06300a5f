import { describe, expect, it } from 'vitest';
import {
  amountBalance,
  amountDue,
  calculatedPrice,
  indexPriceCatalog,
  priceRequest,
  priceSpace,
  requestAmountDue,
  roundFeeCents,
  salesBasedFee,
} from './pricing.js';

const unset = { basePrice: null, salesBasedRate: null };
const vendor = { overrideBasePrice: 2500, overrideSalesBasedRate: 4 };
const fee = { basePrice: 3500, salesBasedRate: 5, isActive: true };
const spaceType = { defaultBasePrice: 4000, defaultSalesBasedRate: 6 };
const vendorType = { defaultBasePrice: 4500 };

describe('the calculated price of a space: the first source that is set wins', () => {
  it('a price set on the space wins over everything', () => {
    expect(
      calculatedPrice({
        space: { basePrice: 5500, salesBasedRate: 7 },
        vendor,
        spaceTypeFee: fee,
        spaceType,
        vendorType,
      }),
    ).toEqual({ basePrice: 5500, salesBasedRate: 7, source: 'space' });
  });

  it("the vendor's override comes next", () => {
    expect(calculatedPrice({ space: unset, vendor, spaceTypeFee: fee, spaceType, vendorType })).toEqual({
      basePrice: 2500,
      salesBasedRate: 4,
      source: 'vendor_override',
    });
  });

  it("then the space type's fee for the vendor's type", () => {
    const noOverride = { overrideBasePrice: null, overrideSalesBasedRate: null };
    expect(calculatedPrice({ space: unset, vendor: noOverride, spaceTypeFee: fee, spaceType, vendorType })).toEqual({
      basePrice: 3500,
      salesBasedRate: 5,
      source: 'space_type_fee',
    });
  });

  it("then the space type's default", () => {
    expect(calculatedPrice({ space: unset, vendor: null, spaceTypeFee: null, spaceType, vendorType })).toEqual({
      basePrice: 4000,
      salesBasedRate: 6,
      source: 'space_type_default',
    });
  });

  it("then the vendor type's default base price, with no sales-based rate", () => {
    expect(calculatedPrice({ space: unset, spaceType: null, vendorType })).toEqual({
      basePrice: 4500,
      salesBasedRate: 0,
      source: 'vendor_type_default',
    });
  });

  it('nothing set at all is the vendor type default of $0', () => {
    expect(calculatedPrice({ space: {} })).toEqual({ basePrice: 0, salesBasedRate: 0, source: 'vendor_type_default' });
  });

  it('0 counts as set: a free space is free, not "use the next source"', () => {
    expect(calculatedPrice({ space: { basePrice: 0, salesBasedRate: 0 }, vendor, spaceType, vendorType })).toEqual({
      basePrice: 0,
      salesBasedRate: 0,
      source: 'space',
    });
    expect(
      calculatedPrice({ space: unset, vendor: { overrideBasePrice: 0, overrideSalesBasedRate: null }, spaceType }),
    ).toEqual({ basePrice: 0, salesBasedRate: 6, source: 'vendor_override' });
  });

  it('an inactive fee row is ignored', () => {
    expect(
      calculatedPrice({ space: unset, spaceTypeFee: { ...fee, isActive: false }, spaceType, vendorType }),
    ).toMatchObject({ basePrice: 4000, source: 'space_type_default' });
  });

  it('an amount a source leaves unset comes from the next source that sets it', () => {
    // A vendor with only a rate override keeps the space type fee's base price.
    expect(
      calculatedPrice({
        space: unset,
        vendor: { overrideBasePrice: null, overrideSalesBasedRate: 5 },
        spaceTypeFee: { basePrice: 3500, salesBasedRate: null, isActive: true },
        spaceType,
      }),
    ).toEqual({ basePrice: 3500, salesBasedRate: 5, source: 'vendor_override' });
    // A space with only its own base price takes the rate from the space type.
    expect(calculatedPrice({ space: { basePrice: 5500, salesBasedRate: null }, spaceType })).toEqual({
      basePrice: 5500,
      salesBasedRate: 6,
      source: 'space',
    });
  });
});

describe('the rounding helper (round_cents)', () => {
  it.each([
    [1249, 1249], // $12.49 stays
    [1250, 1300], // $12.50 goes up to the next whole dollar
    [1299, 1300],
    [1200, 1200],
    [1, 1],
    [50, 100],
    [0, 0],
    [123_456_789_049, 123_456_789_049],
    [123_456_789_050, 123_456_789_100],
  ])('%i cents → %i cents', (cents, rounded) => {
    expect(roundFeeCents(cents)).toBe(rounded);
  });
});

describe('the sales-based fee: gross sales × rate / 100', () => {
  it('is whole cents, half a cent rounding up, without round_cents', () => {
    expect(salesBasedFee(100_000, 5, false)).toBe(5000); // $1,000 at 5% = $50.00
    expect(salesBasedFee(24_980, 5, false)).toBe(1249); // $12.49
    expect(salesBasedFee(24_988, 5, false)).toBe(1249); // $12.494 → $12.49
    expect(salesBasedFee(24_990, 5, false)).toBe(1250); // $12.495 → $12.50
    expect(salesBasedFee(129_950, 10, false)).toBe(12_995); // $129.95
    expect(salesBasedFee(12_995, 10, false)).toBe(1300); // $12.995 → $13.00
  });

  it('with round_cents: x.49 stays, x.50 and x.995 go up to the next dollar', () => {
    expect(salesBasedFee(24_980, 5, true)).toBe(1249);
    expect(salesBasedFee(25_000, 5, true)).toBe(1300);
    expect(salesBasedFee(24_990, 5, true)).toBe(1300); // $12.495 → $12.50 → $13.00
    expect(salesBasedFee(12_995, 10, true)).toBe(1300);
  });

  it('is 0 without sales or without a rate', () => {
    expect(salesBasedFee(null, 5, true)).toBe(0);
    expect(salesBasedFee(0, 5, true)).toBe(0);
    expect(salesBasedFee(100_000, 0, true)).toBe(0);
  });

  it('takes rates with one decimal exactly', () => {
    expect(salesBasedFee(100_000, 6.5, false)).toBe(6500);
    expect(salesBasedFee(33_333, 0.1, false)).toBe(33); // $0.33333
    expect(salesBasedFee(100, 100, false)).toBe(100);
  });

  it('stays exact for large sales', () => {
    // $1,000,000,000.07 at 7.5% = 7,500,000,000.525 cents: the half cent rounds up, exactly.
    expect(salesBasedFee(100_000_000_007, 7.5, false)).toBe(7_500_000_001);
    expect(salesBasedFee(100_000_000_007, 7.5, true)).toBe(7_500_000_001);
    // $1,000,000,006.67 at 7.5% = $75,000,000.50 → $75,000,001.00 with round_cents.
    expect(salesBasedFee(100_000_000_667, 7.5, true)).toBe(7_500_000_100);
  });
});

describe('amount due and balance', () => {
  it('due is the larger of base and sales-based fee, plus the late fees', () => {
    expect(amountDue({ amountBase: 4000, salesBasedFee: 3000 })).toBe(4000);
    expect(
      amountDue({ amountBase: 4000, salesBasedFee: 7600, lateCancellationFee: 1500, amountLatePaymentFee: 1000 }),
    ).toBe(10_100);
  });

  it('balance is due minus paid', () => {
    expect(amountBalance(4000, 1500)).toBe(2500);
    expect(amountBalance(4000, 4000)).toBe(0);
  });

  it('prices a request from a calculated price and what it holds', () => {
    expect(
      priceRequest(
        { basePrice: 3500, salesBasedRate: 5 },
        { grossSales: 152_000, lateCancellationFee: 0, amountLatePaymentFee: 1000, amountPaid: 3500 },
        true,
      ),
    ).toEqual({ amountBase: 3500, salesBasedRate: 5, salesBasedFee: 7600, amountDue: 8600, amountBalance: 5100 });
    expect(priceRequest({ basePrice: 4000, salesBasedRate: 6 }, { grossSales: null }, true)).toEqual({
      amountBase: 4000,
      salesBasedRate: 6,
      salesBasedFee: 0,
      amountDue: 4000,
      amountBalance: 4000,
    });
  });

  it('owes the full amount on an open request, only the late fees once cancelled, and nothing once skipped', () => {
    const fields = { amountBase: 4000, salesBasedFee: 5000, lateCancellationFee: 1500, amountLatePaymentFee: 500 };
    expect(requestAmountDue('approved', fields)).toBe(7000);
    expect(requestAmountDue('requested', { amountBase: 4000, salesBasedFee: 0 })).toBe(4000);
    expect(requestAmountDue('canceled', fields)).toBe(2000);
    expect(requestAmountDue('skipped', fields)).toBe(0);
  });
});

describe('a space priced from the catalog', () => {
  const catalog = indexPriceCatalog({
    vendorTypes: [{ id: 'farm', defaultBasePrice: 4500 }],
    spaceTypes: [{ id: 'std', defaultBasePrice: 4000, defaultSalesBasedRate: 6 }],
    fees: [{ spaceTypeId: 'std', vendorTypeId: 'farm', basePrice: 3500, salesBasedRate: 5, isActive: true }],
  });
  const farm = { vendorTypeId: 'farm', overrideBasePrice: null, overrideSalesBasedRate: null };

  it('uses the fee of the space’s type for the vendor’s type', () => {
    expect(priceSpace({ ...unset, spaceTypeId: 'std' }, farm, catalog)).toEqual({
      basePrice: 3500,
      salesBasedRate: 5,
      source: 'space_type_fee',
    });
  });

  it('prices a space without a vendor for the vendor type it is meant for', () => {
    expect(priceSpace({ ...unset, spaceTypeId: 'std', vendorType: 'farm' }, undefined, catalog).source).toBe(
      'space_type_fee',
    );
    expect(priceSpace({ ...unset, spaceTypeId: 'std', vendorType: null }, undefined, catalog)).toEqual({
      basePrice: 4000,
      salesBasedRate: 6,
      source: 'space_type_default',
    });
  });

  it('falls back to the vendor type’s base price when the space has no type', () => {
    expect(priceSpace({ ...unset, spaceTypeId: null }, farm, catalog)).toEqual({
      basePrice: 4500,
      salesBasedRate: 0,
      source: 'vendor_type_default',
    });
  });
});
