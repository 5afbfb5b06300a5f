/** shared/public-map-messages.ts in Spanish: the same keys, the words for a Spanish reader. */
import type { MAP_MSG as EN } from '../../public-map-messages.js';
import type { Localized } from '../localized.js';

export const MAP_MSG: Localized<typeof EN> = {
  listTitle: 'Mapas del mercado',
  noUpcoming: 'Por ahora no hay próximos mercados programados.',
  backToHome: 'Volver al inicio',
  goToHome: 'Ir al inicio',
  selectMarketDate: 'Seleccione una fecha de mercado para ver su plano',
  narrowScreen: 'Para una mejor experiencia, véalo en una pantalla más grande.',
  vendorsHeading: 'Vendedores en este mercado',
  disclaimer: 'El plano del mapa y la lista de vendedores pueden cambiar.',
  legendAvailable: 'Disponible',
  legendVendor: 'Vendedor',
  passwordRequired: 'Se requiere contraseña',
  incorrectPassword: 'Contraseña incorrecta',
  tooManyAttempts: 'Demasiados intentos. Espere un minuto y vuelva a intentarlo.',
  protectedTitle: 'Mapa protegido',
  protectedText: 'Este mapa del mercado está protegido. Ingrese la contraseña del mapa para verlo.',
  marketDateNotFound: 'Fecha de mercado no encontrada',
  noVendorsYet: 'Las asignaciones de vendedores aparecerán aquí cuando se publique el plano.',
  noVendorsAssigned: 'Aún no hay vendedores asignados a este mercado.',
  loadFailed: 'No se puede cargar el mapa del mercado. Vuelva a intentarlo.',
  listLoadFailed: 'No se pueden cargar los próximos mercados. Vuelva a intentarlo.',
};
