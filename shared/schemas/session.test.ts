import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { forgotPasswordRequestSchema, loginRequestSchema } from './session.js';

const messages = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.map((i) => i.message);

describe('the sign-in requests', () => {
  it('answer the spec messages for missing or empty fields', () => {
    expect(messages(loginRequestSchema, {})).toEqual([MSG.emailOrPhoneRequired, MSG.passwordRequired]);
    expect(messages(loginRequestSchema, { emailOrPhone: '  ', password: '' })).toEqual([
      MSG.emailOrPhoneRequired,
      MSG.passwordRequired,
    ]);
    expect(messages(forgotPasswordRequestSchema, { emailOrPhone: 42 })).toEqual([MSG.emailOrPhoneRequired]);
  });
  it('trim the e-mail or phone but take the password as typed', () => {
    expect(v.parse(loginRequestSchema, { emailOrPhone: ' a@example.com ', password: ' pw ', extra: 1 })).toEqual({
      emailOrPhone: 'a@example.com',
      password: ' pw ',
    });
  });
});
