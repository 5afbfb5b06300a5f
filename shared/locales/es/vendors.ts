/**
 * shared/schemas/vendors.ts's words in Spanish: a vendor status's name. The vendor import reads the English names as
 * data (shared/schemas/vendors.ts), so they stay there; these are for a Spanish reader.
 */
import type { VENDOR_STATUS_LABELS as EN } from '../../schemas/vendors.js';
import type { Localized } from '../localized.js';

export const VENDOR_STATUS_LABELS: Localized<typeof EN> = {
  PENDING: 'Pendiente',
  APPROVED: 'Aprobado',
  HOLD: 'En espera',
  REJECTED: 'Rechazado',
  ARCHIVED: 'Archivado',
};
