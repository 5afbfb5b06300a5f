import { i18n } from '@lingui/core';
import { setFormatLocale } from '@shared/date-format';
import { activateLocale } from '@/i18n/locale';
import { applySharedLanguage } from '@/i18n/shared-messages';

/** The screens read in Spanish from here to the end of the test (the setup file puts English back). */
export const readInSpanish = () => activateLocale('es', 'all');

/**
 * After a test that switched: English again, as every other test expects. Without loading a catalogue: in the tests
 * the macros keep their English and the setup file compiles it as it is read, so going back costs nothing on a
 * loaded machine.
 */
export async function backToEnglish(): Promise<void> {
  if (i18n.locale === 'en') return;
  await applySharedLanguage(false);
  setFormatLocale('en-US');
  document.documentElement.lang = 'en-US';
  i18n.activate('en');
}
