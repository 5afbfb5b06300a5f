/** shared/market-day-messages.ts in Spanish: the same keys, the words for a Spanish reader. */
import type { MARKET_DAY_MSG as EN } from '../../market-day-messages.js';
import type { Localized } from '../localized.js';

export const MARKET_DAY_MSG: Localized<typeof EN> = {
  marketDateNotFound: 'Fecha de mercado no encontrada',
  tooManyActions: 'Envíe como máximo 500 acciones a la vez',
  actionsRequired: 'actions debe ser una lista de acciones',
  actionIdInvalid: 'El id de una acción tiene de 1 a 64 letras, dígitos, guiones o guiones bajos',
  actionTypeInvalid: 'Una acción es arrived, late, no_show o clear',
  actionVendorRequired: 'Indique el vendedor de la acción',
  actionTimeInvalid: 'La hora de la acción debe ser una fecha y hora (ISO 8601)',
  actionInFuture: 'La hora de la acción está en el futuro: revise el reloj del teléfono',
  vendorNotExpected: 'Este vendedor no se espera en esta fecha de mercado',
  spaceNotOnDate: 'Este espacio no está en esta fecha de mercado',
  actionIdReused: 'Este id de acción ya se usó para otra acción',
  dateCanceled: 'Esta fecha de mercado fue cancelada',
  busy: 'El día cambió mientras se guardaba esta acción. Sincronice de nuevo.',
};
