/** shared/waitlist-messages.ts in Spanish: the same keys and arguments, the words for a Spanish reader. */
import type { WAITLIST_MSG as EN } from '../../waitlist-messages.js';
import type { Localized } from '../localized.js';

export const WAITLIST_MSG: Localized<typeof EN> = {
  waitlisted: 'En lista de espera',
  waitlistedPlace: (place: number) => `En lista de espera — n.º ${place}`,
  offerNotFound: 'No se encontró esta oferta o su enlace ha caducado.',
  offerTaken: 'Esta oferta ya fue aceptada.',
  offerExpired: 'Esta oferta ha caducado. El puesto se ofreció al siguiente vendedor de la lista de espera.',
  offerClosed: 'Esta oferta ya no está abierta.',
  offerSpaceGone: 'Este puesto ya no está libre. La oferta se ha retirado.',
  offerAccepted: 'Usted aceptó este puesto.',
  offerDeclined: 'Usted rechazó este puesto.',
  notWaitlisted: 'Este vendedor no está en la lista de espera.',
  spaceNotFree: 'Este puesto no está libre.',
  spaceOffered: 'Este puesto ya se ofreció a un vendedor.',
  cannotMove: 'Este vendedor no puede avanzar más.',
  listChanged: 'La lista de espera cambió mientras tanto. Vuelva a cargarla e inténtelo de nuevo.',
  emptyWaitlist: 'No hay vendedores en la lista de espera.',
  loadError: 'No se pudo cargar la lista de espera',
  loading: 'Cargando la lista de espera...',
  dateBusy: 'Llegaron muchas solicitudes para esta fecha de mercado a la vez. Vuelva a intentarlo.',
  placed: 'El vendedor tiene un lugar en esta fecha de mercado.',
  placedOnWaitlist: 'La fecha de mercado está completa: el vendedor está en la lista de espera.',
  placedByOverride: 'La fecha de mercado está completa: se le dio al vendedor un lugar por encima del límite.',
  overrideReasonRequired:
    'Se requiere un motivo para asignar un lugar a un vendedor por encima del límite de la fecha.',
  overrideLabel: 'Asignar un lugar al vendedor aunque la fecha esté completa',
  overrideReasonLabel: 'Motivo para superar el límite',
  fullDate: (reason: string) => `Fecha de mercado completa (${reason})`,
  approveRefused: {
    full: 'La fecha de mercado está completa. Apruebe por encima del límite indicando un motivo, o mantenga al vendedor en la lista de espera.',
    'others-waiting':
      'Los vendedores que están antes en la lista de espera tienen prioridad. Apruebe fuera de turno indicando un motivo, o mantenga al vendedor en la fila.',
    'no-space-fits':
      'Ningún puesto libre es adecuado para este vendedor. Apruebe de todos modos indicando un motivo, o mantenga al vendedor en la lista de espera.',
  },
};
