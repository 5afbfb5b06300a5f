/** The languages the product speaks (architecture: Languages). English is the spec's; Spanish is written beside it. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'es';

/** The language a browser's list asks for: Spanish for any es-*, English for anything else. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  const first = languages.find(Boolean)?.toLowerCase() ?? '';
  return first === 'es' || first.startsWith('es-') ? 'es' : 'en';
}

/** The tag dates, times, money and numbers are written with: the market is in the United States. */
export const intlTag = (locale: Locale): string => (locale === 'es' ? 'es-US' : 'en-US');

/** Each language named in itself, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** What a request naming another language is told (the profile's `locale`). */
export const LOCALE_INVALID = "Language must be 'en' (English) or 'es' (Spanish)";
