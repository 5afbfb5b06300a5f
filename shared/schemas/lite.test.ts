import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as s from './lite.js';
import { forgotPasswordRequestSchema, loginRequestSchema, sessionUserSchema } from './session.js';

const user = {
  id: 'u1',
  username: 'Ada',
  email: 'ada@example.com',
  role: 'admin',
  vendorId: null,
  permissions: [],
  defaultVendorTypes: ['2'],
};

describe('the lite schema kit', () => {
  it('accepts a session user, drops keys it does not declare and allows a missing phone', () => {
    expect(sessionUserSchema.parse({ ...user, secret: 'x' })).toEqual(user);
    expect(sessionUserSchema.parse({ ...user, phone: null })).toEqual({ ...user, phone: null });
  });

  it('refuses a wrong role, a missing id or a non-array, naming where', () => {
    const result = sessionUserSchema.safeParse({ ...user, role: 'root', id: undefined, permissions: 'all' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((issue) => issue.path?.join('.'))).toEqual(['id', 'role', 'permissions']);
  });

  it('reads nested arrays of objects and reports the index of a bad item', () => {
    const schema = s.object({ items: s.array(s.object({ n: s.number() })) });
    expect(schema.parse({ items: [{ n: 1 }, { n: 2 }] })).toEqual({ items: [{ n: 1 }, { n: 2 }] });
    const result = schema.safeParse({ items: [{ n: 1 }, { n: 'two' }] });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path)).toEqual([['items', 1, 'n']]);
  });

  it('says what zod said for the sign-in forms: trimmed e-mail or phone, password taken as typed', () => {
    expect(loginRequestSchema.parse({ emailOrPhone: '  ada@example.com ', password: ' pw ' })).toEqual({
      emailOrPhone: 'ada@example.com',
      password: ' pw ',
    });
    const empty = loginRequestSchema.safeParse({ emailOrPhone: '   ', password: '' });
    expect(empty.success ? [] : empty.error.issues.map((issue) => issue.path?.[0])).toEqual([
      'emailOrPhone',
      'password',
    ]);
    expect(forgotPasswordRequestSchema.safeParse({}).success).toBe(false);
  });

  it('speaks Standard Schema, as zod does', async () => {
    const schema = s.object({ id: s.string() });
    expect(await schema['~standard'].validate({ id: 'a' })).toEqual({ value: { id: 'a' } });
    const zodSchema: s.StandardSchema<{ id: string }> = z.object({ id: z.string() });
    expect(await zodSchema['~standard'].validate({ id: 'a' })).toEqual({ value: { id: 'a' } });
  });
});
