import { act, renderHook } from '@testing-library/react';
import { useField } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { loginRequestSchema } from '@shared/schemas/session';
import { translateShared } from '@/i18n/shared-messages';
// The shared messages, as a screen that shows them binds them.
import '@/i18n/shared/messages';
import { readInSpanish } from '@/test/locale';
import { useSchemaForm } from './form';
import { onSchemaSubmit } from './form-fields';

const emptyLogin = { emailOrPhone: '', password: '' };

describe('a form’s field errors in the reader’s language (issue 30)', () => {
  it('shows the schema’s English message in English', () => {
    const { result } = renderHook(() => useSchemaForm(loginRequestSchema, { initialValues: emptyLogin }));
    act(() => void result.current.validate());
    expect(result.current.errors.emailOrPhone).toBe(MSG.emailOrPhoneRequired);
  });

  it('shows the Spanish of a shared message after a switch to Spanish (useSchemaForm)', async () => {
    await readInSpanish();
    const { result } = renderHook(() => useSchemaForm(loginRequestSchema, { initialValues: emptyLogin }));
    act(() => void result.current.validate());
    expect(result.current.errors.emailOrPhone).toBe(translateShared(MSG.emailOrPhoneRequired));
    expect(result.current.errors.password).toBe(translateShared(MSG.passwordRequired));
    expect(result.current.errors.password).not.toBe(MSG.passwordRequired);
  });

  it('shows the Spanish of a shared message after a switch to Spanish (onSchemaSubmit)', async () => {
    await readInSpanish();
    const { result } = renderHook(() => {
      const fields = { emailOrPhone: useField({ initialValue: '' }), password: useField({ initialValue: '' }) };
      return { fields, submit: onSchemaSubmit(loginRequestSchema, fields, () => undefined) };
    });
    act(() => result.current.submit());
    expect(result.current.fields.emailOrPhone.error).toBe(translateShared(MSG.emailOrPhoneRequired));
    expect(result.current.fields.emailOrPhone.error).not.toBe(MSG.emailOrPhoneRequired);
  });
});
