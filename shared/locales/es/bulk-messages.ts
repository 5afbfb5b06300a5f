/** shared/schemas/bulk-messages.ts's words in Spanish: Bulk Messages' checks and result. */
import { BULK_VARIABLES, type BULK_MSG as EN } from '../../schemas/bulk-messages.js';
import type { Localized } from '../localized.js';

const braces = (names: readonly string[]) => names.map((n) => `{{${n}}}`).join(', ');

export const BULK_MSG: Localized<typeof EN> = {
  unknownVariables: (names) =>
    `Variable${names.length === 1 ? '' : 's'} desconocida${names.length === 1 ? '' : 's'}: ${braces(names)}. Use ${braces(BULK_VARIABLES)}.`,
  marketDateVariable: 'Elija una fecha de mercado para usar {{marketDate}}',
  requestStatusesNeedDate: 'Elija una fecha de mercado para elegir vendedores por sus solicitudes',
  subjectRequired: 'El asunto es obligatorio',
  bodyRequired: 'El mensaje es obligatorio',
  noRecipients: 'Ningún vendedor coincide con este público',
  marketDateNotFound: 'Fecha de mercado no encontrada',
  batchNotFound: 'Mensaje masivo no encontrado',
  sent: (n) => `Mensaje puesto en cola para ${n} vendedor${n === 1 ? '' : 'es'}`,
};
