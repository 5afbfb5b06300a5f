import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { anyIdSchema, ID_MAX_LENGTH, idSchema, isId } from './ids.js';

describe('the id schema', () => {
  it('takes the ids the product makes and uses', () => {
    for (const id of [ulid(), ulid().toLowerCase(), 'default', 'round_cents', 'vendor-type-icons']) {
      expect(isId(id)).toBe(true);
      expect(anyIdSchema.parse(id)).toBe(id);
    }
    expect(isId('3f0e2b1c-8d4a-4e6f-9a7b-1c2d3e4f5a6b')).toBe(true);
    // A reset link's token: 32 random bytes in base64url.
    expect(isId('q2K1-x_9ZbXr8L0mVw3nT5yH7cJ4dFgA6sPeUoIiRkE')).toBe(true);
  });

  it('drops spaces around an id typed into a form', () => {
    expect(anyIdSchema.parse('  01HX  ')).toBe('01HX');
  });

  it(`refuses ids longer than ${ID_MAX_LENGTH} characters, which could not be a DynamoDB key`, () => {
    expect(isId('A'.repeat(ID_MAX_LENGTH))).toBe(true);
    expect(isId('A'.repeat(ID_MAX_LENGTH + 1))).toBe(false);
    expect(isId('A'.repeat(5000))).toBe(false);
    expect(idSchema('Vendor not found').safeParse('A'.repeat(5000)).error?.issues[0]?.message).toBe('Vendor not found');
  });

  it('refuses characters outside the id alphabet, such as the key separator', () => {
    for (const bad of ['', ' ', 'a#b', 'VENDOR#01HX', 'a b', 'a/b', 'a%20b', '../x', 'é', '\u0000', '𝔘']) {
      expect(isId(bad)).toBe(false);
    }
    for (const bad of [1, null, undefined, {}, ['01HX'], true]) {
      expect(isId(bad)).toBe(false);
      expect(anyIdSchema.safeParse(bad).success).toBe(false);
    }
  });
});
