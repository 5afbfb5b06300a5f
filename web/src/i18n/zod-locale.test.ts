import { afterEach, describe, expect, it } from 'vitest';
import * as z from '@shared/zod';
import { applyZodLanguage } from './zod-locale';

const messageOf = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("zod's own messages", () => {
  afterEach(() => applyZodLanguage('en'));

  it('read in Spanish for a Spanish reader, and in English again after a switch back', async () => {
    const english = messageOf(z.string(), 1);
    await applyZodLanguage('es');
    const spanish = messageOf(z.string(), 1);
    expect(spanish).not.toBe(english);
    expect(spanish).toMatch(/inválid/i);
    await applyZodLanguage('en');
    expect(messageOf(z.string(), 1)).toBe(english);
  });

  it('keep the English when English is chosen before the Spanish has arrived', async () => {
    const english = messageOf(z.string(), 1);
    const spanish = applyZodLanguage('es');
    await applyZodLanguage('en');
    await spanish;
    expect(messageOf(z.string(), 1)).toBe(english);
  });

  it("leave a schema's own message as it is", async () => {
    await applyZodLanguage('es');
    expect(messageOf(z.string({ error: 'Name is required' }), 1)).toBe('Name is required');
  });
});
