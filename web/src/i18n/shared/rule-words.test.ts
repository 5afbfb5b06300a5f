/** The wrappers of the shared rules' words follow the reader's language, as the message modules' wrappers do. */
import { afterEach, describe, expect, it } from 'vitest';
import * as englishRules from '@shared/space-request-rules';
import { applySharedLanguage, translateShared } from '../shared-messages';
import { DOCUMENTS_MSG, expiryBadge } from './document-rules';
import { marketHoursText } from './markets';
import { monthName, productCategoryLabel } from './profile-rules';
import { publicationStage } from './date-dashboard';
import { RULE_MESSAGES } from './space-request-rules';
import { REQUIRED_DOCUMENTS_MSG } from './required-documents';

const sunday = [{ weekday: 0, opens: '09:00', closes: '13:00' }];

describe("the shared rules' words", () => {
  afterEach(() => applySharedLanguage(false));

  it('read in Spanish once Spanish is chosen, and in English again after', async () => {
    expect(marketHoursText(sunday)).toBe('Every Sunday 9:00 AM to 1:00 PM');
    await applySharedLanguage(true);
    expect(marketHoursText(sunday)).toBe('Todos los domingos de 9:00 a. m. a 1:00 p. m.');
    expect(monthName(5)).toBe('mayo');
    expect(productCategoryLabel('Produce')).toBe('Frutas y verduras');
    expect(publicationStage(100)).toBe('Publicado');
    expect(DOCUMENTS_MSG.empty).toBe('No se encontraron documentos');
    expect(expiryBadge('2026-12-01', new Date('2026-12-06T12:00:00Z'), 'America/New_York').label).toBe(
      'Venció hace 5 días',
    );
    expect(REQUIRED_DOCUMENTS_MSG.assignAnyway).toBe('Asignar de todos modos');
    expect(RULE_MESSAGES.pastDate).toBe('Esta fecha de mercado ya pasó.');
    await applySharedLanguage(false);
    expect(marketHoursText(sunday)).toBe('Every Sunday 9:00 AM to 1:00 PM');
    expect(RULE_MESSAGES.pastDate).toBe(englishRules.RULE_MESSAGES.pastDate);
  });

  it("translate a refusal's English the server sent", async () => {
    await applySharedLanguage(true);
    expect(translateShared(englishRules.RULE_MESSAGES.notAllowed)).toBe(
      'Esta acción no está disponible para esta fecha de mercado.',
    );
  });
});
