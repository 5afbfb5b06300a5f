import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { SETUP_MSG } from '../market-setup-messages.js';
import { SPACES_MSG } from '../spaces-messages.js';
import { changePasswordRequestSchema, loginRequestSchema } from './auth.js';
import { createVendorTypeSchema, putSpaceTypeFeesSchema } from './catalog.js';
import { repriceSchema, updateSpaceSchema } from './spaces.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error!.issues[0]!.message;

describe('bounds on what a request may carry', () => {
  it('refuses a space rate DynamoDB cannot store and takes whole tenths', () => {
    const base = { marketDateId: '01HX' };
    expect(firstMessage(updateSpaceSchema.safeParse({ ...base, salesBasedRate: 1e-200 }))).toBe(SPACES_MSG.rateInvalid);
    expect(firstMessage(updateSpaceSchema.safeParse({ ...base, salesBasedRate: 12.34 }))).toBe(SPACES_MSG.rateInvalid);
    expect(updateSpaceSchema.parse({ ...base, salesBasedRate: 12.3 }).salesBasedRate).toBe(12.3);
    expect(updateSpaceSchema.parse({ ...base, salesBasedRate: 0.3 }).salesBasedRate).toBe(0.3);
  });

  it('keeps map positions within the map and drops sub-millimetre fractions', () => {
    const base = { marketDateId: '01HX' };
    for (const x of [1e200, -1e200, 10_000.5]) {
      expect(firstMessage(updateSpaceSchema.safeParse({ ...base, position: { x, y: 0 } }))).toBe(
        SPACES_MSG.positionInvalid,
      );
    }
    expect(updateSpaceSchema.parse({ ...base, position: { x: 1e-200, y: 12.5 } }).position).toEqual({ x: 0, y: 12.5 });
  });

  it('holds prices to a safe whole number of cents', () => {
    const type = { code: 'FARM', label: 'Farm' };
    expect(firstMessage(createVendorTypeSchema.safeParse({ ...type, defaultBasePrice: 1e300 }))).toBe(
      SETUP_MSG.priceInvalid,
    );
    expect(createVendorTypeSchema.parse({ ...type, defaultBasePrice: 10_000_000_000 }).defaultBasePrice).toBe(1e10);
  });

  it('bounds id lists and the ids in them', () => {
    const ids = Array.from({ length: 1001 }, (_, i) => `R${i}`);
    expect(repriceSchema.safeParse({ marketDateId: '01HX', ids }).success).toBe(false);
    expect(repriceSchema.safeParse({ marketDateId: '01HX', ids: ['A'.repeat(65)] }).success).toBe(false);
    expect(putSpaceTypeFeesSchema.safeParse({ fees: [{ vendorTypeId: 'VT#1' }] }).success).toBe(false);
  });

  it('refuses passwords longer than Cognito takes, with a message the user can read', () => {
    const long = `Aa1${'x'.repeat(300)}`;
    expect(
      v.safeParse(loginRequestSchema, { emailOrPhone: 'a@example.com', password: long }).issues?.[0]?.message,
    ).toBe(MSG.passwordTooLong);
    expect(firstMessage(changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: long }))).toBe(
      MSG.passwordTooLong,
    );
    expect(
      v.safeParse(loginRequestSchema, { emailOrPhone: `${'a'.repeat(300)}@example.com`, password: 'x' }).issues?.[0]
        ?.message,
    ).toBe(MSG.emailOrPhoneTooLong);
  });
});
