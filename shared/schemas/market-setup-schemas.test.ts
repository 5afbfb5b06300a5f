import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { SETUP_MSG } from '../market-setup-messages.js';
import {
  createAreaSchema,
  createLandmarkTypeSchema,
  createSpaceTypeSchema,
  createVendorTypeSchema,
  putSpaceTypeFeesSchema,
  updateAreaSchema,
} from './catalog.js';
import { createMarketDatesSchema, updateMarketDateSchema } from './market-dates.js';
import { isValidTimeZone, SETTING_DEFINITIONS } from './settings.js';

/** The message a person would see for a refused body (the first issue, as the API answers it). */
function refusal(schema: z.ZodMiniType, body: unknown): string | undefined {
  const r = schema.safeParse(body);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe('vocabulary forms', () => {
  it('gives an area sort order 0 and active by default, and requires a name', () => {
    expect(createAreaSchema.parse({ name: '  East Lawn ' })).toEqual({
      name: 'East Lawn',
      isActive: true,
      sortOrder: 0,
    });
    expect(refusal(createAreaSchema, { name: '   ' })).toBe(SETUP_MSG.nameRequired);
    expect(refusal(createAreaSchema, {})).toBe(SETUP_MSG.nameRequired);
    expect(refusal(createAreaSchema, { name: 'X', sortOrder: 1.5 })).toBe(SETUP_MSG.sortOrderInvalid);
  });

  it('refuses an empty edit, and an edit never fills in defaults', () => {
    expect(refusal(updateAreaSchema, {})).toBe(SETUP_MSG.nothingToUpdate);
    expect(updateAreaSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });

  it('gives a vendor type base price 0 and the store icon by default, and upper-cases its code', () => {
    expect(createVendorTypeSchema.parse({ code: 'flw', label: 'Flowers' })).toMatchObject({
      code: 'FLW',
      defaultBasePrice: 0,
      icon: 'fas fa-store',
      requiresPrepayment: false,
      isActive: true,
    });
    expect(createVendorTypeSchema.parse({ code: 'A', label: 'B', icon: '' }).icon).toBe('fas fa-store');
    expect(refusal(createVendorTypeSchema, { label: 'Flowers' })).toBe(SETUP_MSG.codeRequired);
    expect(refusal(createVendorTypeSchema, { code: 'F', label: 'F', defaultBasePrice: 12.5 })).toBe(
      SETUP_MSG.priceInvalid,
    );
    expect(refusal(createVendorTypeSchema, { code: 'F', label: 'F', defaultBasePrice: -100 })).toBe(
      SETUP_MSG.priceInvalid,
    );
  });

  it('takes a space type size as WxH in feet and a rate from 0 to 100 to one decimal', () => {
    expect(createSpaceTypeSchema.parse({ name: 'Pad', size: '10X20', defaultSalesBasedRate: 6.25 })).toMatchObject({
      size: '10x20',
      defaultSalesBasedRate: 6.3,
      defaultBasePrice: null,
      vendorTypeId: null,
    });
    for (const size of ['10', '10x', 'x10', '0x10', '10 x 10', 'ten']) {
      expect(refusal(createSpaceTypeSchema, { name: 'Pad', size })).toBe(SETUP_MSG.sizeFormat);
    }
    expect(refusal(createSpaceTypeSchema, { name: 'Pad', size: '10x10', defaultSalesBasedRate: 100.5 })).toBe(
      SETUP_MSG.rateInvalid,
    );
  });

  it('takes one fee per vendor type for a space type', () => {
    const twice = {
      fees: [
        { vendorTypeId: '1', basePrice: 100 },
        { vendorTypeId: '1', basePrice: 200 },
      ],
    };
    expect(refusal(putSpaceTypeFeesSchema, twice)).toBe(SETUP_MSG.feeVendorTypeTwice);
    expect(putSpaceTypeFeesSchema.parse({ fees: [{ vendorTypeId: '1', basePrice: 3500 }] }).fees[0]).toEqual({
      vendorTypeId: '1',
      basePrice: 3500,
      salesBasedRate: null,
      isActive: true,
    });
  });

  it('gives a landmark type black and the icon shape by default, and requires an icon', () => {
    expect(createLandmarkTypeSchema.parse({ name: 'Stage', icon: 'fas fa-music' })).toMatchObject({
      color: 'black',
      shape: 'icon',
    });
    expect(refusal(createLandmarkTypeSchema, { name: 'Stage' })).toBe(SETUP_MSG.iconRequired);
    expect(refusal(createLandmarkTypeSchema, { name: 'S', icon: 'i', color: 'url(x)' })).toBe(SETUP_MSG.colorInvalid);
    expect(refusal(createLandmarkTypeSchema, { name: 'S', icon: 'i', shape: 'star' })).toBe(SETUP_MSG.shapeInvalid);
  });
});

describe('system settings values', () => {
  const check = (key: keyof typeof SETTING_DEFINITIONS, value: unknown) =>
    refusal(SETTING_DEFINITIONS[key].schema, value);

  it('takes booleans for round_cents and enable_public_profiles, not the words', () => {
    expect(check('round_cents', false)).toBeUndefined();
    expect(check('round_cents', 'true')).toBe(SETUP_MSG.settingBoolean);
    expect(check('enable_public_profiles', 1)).toBe(SETUP_MSG.settingBoolean);
  });

  it('takes an IANA time zone that Intl knows, in its canonical spelling', () => {
    expect(SETTING_DEFINITIONS.market_time_zone.schema.parse('america/new_york')).toBe('America/New_York');
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    for (const bad of ['Mars/Olympus_Mons', '+05:00', '', 'Pacific Time']) {
      expect(check('market_time_zone', bad)).toBe(SETUP_MSG.timeZoneInvalid);
    }
  });

  it('takes whole numbers of 0 or more for the late fees and the grace period', () => {
    expect(check('late_cancellation_fee_cents', 1500)).toBeUndefined();
    expect(check('late_payment_fee_cents', -1)).toBe(SETUP_MSG.settingWholeNumber);
    expect(check('late_payment_grace_days', 2.5)).toBe(SETUP_MSG.settingWholeNumber);
    expect(check('late_payment_grace_days', '7')).toBe(SETUP_MSG.settingWholeNumber);
  });

  it('takes an empty map password (none) or one of 4 to 100 characters', () => {
    expect(check('map_password', '')).toBeUndefined();
    expect(check('map_password', 'abc')).toBe(SETUP_MSG.mapPasswordShort);
    expect(check('map_password', 'x'.repeat(101))).toBe(SETUP_MSG.mapPasswordLong);
  });
});

describe('market date forms', () => {
  it('takes one date, or a season from and to', () => {
    expect(createMarketDatesSchema.parse({ date: '2031-05-04', maxVendors: 40, notes: ' ' })).toEqual({
      date: '2031-05-04',
      maxVendors: 40,
      notes: null,
    });
    const season = createMarketDatesSchema.parse({ from: '2031-05-04', to: '2031-06-01' });
    expect(season).toMatchObject({ from: '2031-05-04', to: '2031-06-01' });
    // No maximum named: the market's default maximum applies; an explicit null is no limit.
    expect(season.maxVendors).toBeUndefined();
    expect(createMarketDatesSchema.parse({ from: '2031-05-04', to: '2031-06-01', maxVendors: null }).maxVendors).toBe(
      null,
    );
    expect(refusal(createMarketDatesSchema, { from: '2031-05-04' })).toBe(SETUP_MSG.dateRequired);
    expect(refusal(createMarketDatesSchema, {})).toBe(SETUP_MSG.dateRequired);
    expect(refusal(createMarketDatesSchema, { date: '2031-13-01' })).toBe(SETUP_MSG.dateInvalid);
    expect(refusal(createMarketDatesSchema, { date: '2031-05-04', maxVendors: 0 })).toBe(SETUP_MSG.maxVendorsInvalid);
  });

  it('edits max vendors, notes and status, and nothing else', () => {
    expect(updateMarketDateSchema.parse({ maxVendors: null, notes: 'Rain plan' })).toEqual({
      maxVendors: null,
      notes: 'Rain plan',
    });
    expect(refusal(updateMarketDateSchema, { status: 'published' })).toBe(SETUP_MSG.statusInvalid);
    expect(refusal(updateMarketDateSchema, {})).toBe(SETUP_MSG.nothingToUpdate);
  });
});
