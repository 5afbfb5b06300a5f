/**
 * zod's own messages (a check of a shared schema that carries no message of the spec's, see shared/zod.ts) in the
 * reader's language: English as shared/zod.ts sets it, Spanish (zod's `es` locale, loaded when first chosen) for a
 * Spanish reader. `activateLocale` calls it with the language it puts in place.
 */
import { config, zodEnglish } from '@shared/zod';
import type { Locale } from '@shared/locale';

/** The latest language asked for: a Spanish locale that arrives after a switch back to English is not put in. */
let wanted: Locale = 'en';

export async function applyZodLanguage(locale: Locale): Promise<void> {
  wanted = locale;
  if (locale !== 'es') {
    config(zodEnglish());
    return;
  }
  const { default: es } = await import('zod/v4/locales/es.js');
  if (wanted === 'es') config(es());
}
