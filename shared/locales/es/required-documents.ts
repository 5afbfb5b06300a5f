/**
 * shared/required-documents.ts's words in Spanish: going ahead without a vendor's required documents. The server
 * recognises its own refusal by the English MISSING_DOCUMENTS_PREFIX; this one is for a Spanish reader only.
 */
import type {
  MISSING_DOCUMENTS_PREFIX as EN_PREFIX,
  missingDocumentsMessage as enMissingDocumentsMessage,
  REQUIRED_DOCUMENTS_MSG as EN,
} from '../../required-documents.js';
import type { Localized } from '../localized.js';

export const MISSING_DOCUMENTS_PREFIX: Localized<typeof EN_PREFIX> = 'Faltan documentos obligatorios: ';

export const missingDocumentsMessage: Localized<typeof enMissingDocumentsMessage> = (missing) =>
  `${MISSING_DOCUMENTS_PREFIX}${missing.map((t) => t.name).join(', ')}`;

export const REQUIRED_DOCUMENTS_MSG: Localized<typeof EN> = {
  approveAnyway: 'Aprobar de todos modos',
  assignAnyway: 'Asignar de todos modos',
  reasonLabel: 'Motivo para continuar sin ellos',
  reasonRequired: 'Indique un motivo',
};
