import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { setFormatLocale } from '@shared/date-format';
import { DEFAULT_LOCALE, intlTag, isLocale, localeFromLanguages, type Locale } from '@shared/locale';
import { storageKeys } from '@/config/storage-keys';
import { loadCatalogs, startupCatalogs } from './catalogs';
import { applySharedLanguage } from './shared-messages';

/** The visitor's language: their choice on this device, else the browser's (Spanish for es-*). */
export function initialLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKeys.locale);
  } catch {
    // Storage refused (private mode): the browser's language it is.
  }
  if (isLocale(stored)) return stored;
  return typeof navigator === 'undefined' ? DEFAULT_LOCALE : localeFromLanguages(navigator.languages ?? []);
}

function remember(locale: Locale) {
  try {
    localStorage.setItem(storageKeys.locale, locale);
  } catch {
    // Not kept on this device; the saved choice on the user still follows them.
  }
}

/** The catalogues the screens shown so far need; `all` once somebody is signed in. */
let wanted: Set<string> | 'all' = new Set(startupCatalogs(typeof location === 'undefined' ? '/' : location.pathname));

/** Loads the language's messages and makes it the one every screen, date and amount is written in. */
export async function activateLocale(locale: Locale, more: readonly string[] | 'all' = []): Promise<void> {
  if (more === 'all') wanted = 'all';
  else if (wanted !== 'all') for (const name of more) wanted.add(name);
  const [messages] = await Promise.all([
    loadCatalogs(locale, wanted === 'all' ? 'all' : [...wanted]),
    applySharedLanguage(locale === 'es'),
    // zod's own messages: only the signed-in screens validate with zod (the public pages with valibot), so a first
    // visit downloads none of it.
    wanted === 'all' ? import('./zod-locale').then((zod) => zod.applyZodLanguage(locale)) : undefined,
  ]);
  i18n.load(locale, messages);
  setFormatLocale(intlTag(locale));
  if (typeof document !== 'undefined') document.documentElement.lang = intlTag(locale);
  i18n.activate(locale);
}

/** The signed-in screens' messages, before the first of them renders. */
export const loadSignedInMessages = (): Promise<void> =>
  wanted === 'all' && isLocale(i18n.locale) ? Promise.resolve() : activateLocale(currentLocale(), 'all');

/** A public screen's catalogue, before it renders. */
export const loadScreenMessages = (catalog: string): Promise<void> =>
  wanted === 'all' || (wanted.has(catalog) && isLocale(i18n.locale))
    ? Promise.resolve()
    : activateLocale(currentLocale(), [catalog]);

export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** Switches the language now and remembers it on this device. */
export async function chooseLocale(locale: Locale): Promise<void> {
  remember(locale);
  await activateLocale(locale);
}

/** The language being read; a component that shows it re-renders when it changes. */
export function useLocale(): Locale {
  const { i18n: active } = useLingui();
  return isLocale(active.locale) ? active.locale : DEFAULT_LOCALE;
}
