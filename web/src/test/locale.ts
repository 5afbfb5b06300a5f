import { i18n } from '@lingui/core';
import { activateLocale } from '@/i18n/locale';

/** The screens read in Spanish from here to the end of the test (the setup file puts English back). */
export const readInSpanish = () => activateLocale('es', 'all');

/** After a test that switched: English again, as every other test expects. */
export async function backToEnglish(): Promise<void> {
  if (i18n.locale !== 'en') await activateLocale('en', 'all');
}
