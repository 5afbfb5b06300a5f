/** shared/vendor-dates-messages.ts in Spanish: the same keys and arguments, the words for a Spanish reader. */
import type { VENDOR_DATES_MSG as EN } from '../../vendor-dates-messages.js';
import type { Localized } from '../localized.js';

export const VENDOR_DATES_MSG: Localized<typeof EN> = {
  // market dates page (spec 1 §2.9, §8)
  pageTitle: 'Fechas de mercado',
  pageSubtitle: 'Todas las fechas disponibles',
  noVendorForRequests: 'Debe estar asociado a una cuenta de vendedor para gestionar solicitudes.',
  accessDenied: 'Acceso denegado',
  noViewPermission: 'No tiene permiso para ver las solicitudes de puesto.',
  noRequestPermission:
    'No tiene permiso para solicitar ni omitir fechas de mercado. Pida al usuario principal de su vendedor que le dé acceso.',
  requestSpace: 'Solicitar puesto',
  submitRequest: 'Enviar solicitud',
  skip: 'Omitir',
  confirmSkip: 'Confirmar omisión',
  unskip: 'Deshacer omisión',
  requested: 'Solicitud de puesto enviada correctamente',
  skipped: 'Fecha de mercado omitida correctamente',
  unskipped: 'Omisión de la fecha deshecha',
  requestFailed: 'No se pudo enviar la solicitud',
  skipFailed: 'No se pudo omitir la fecha de mercado',
  unskipFailed: 'No se pudo deshacer la omisión de la fecha de mercado',
  lateCancellation: (fee: string) =>
    `Cancelada después del plazo del martes: se aplica una tarifa por cancelación tardía de ${fee}.`,
  spaceLabel: (label: string) => `Puesto n.º ${label}`,
  spaceAssigned: 'Asignado',
  spaceTbd: 'Por definir',
  noUpcomingDates: 'Aún no hay próximas fechas de mercado.',
  datesFailed: 'No se pudieron cargar las fechas de mercado',
  alreadyRequested: 'Ya tiene una solicitud para esta fecha de mercado. Actualice la página para ver su estado.',
  requestChanged: 'Esta solicitud cambió mientras tanto. Actualice la página para ver su estado.',
  marketDateNotFound: 'Fecha de mercado no encontrada',
  marketDateCanceled: 'Esta fecha de mercado se ha cancelado.',
  vendorNotFound: 'Vendedor no encontrado',
  vendorIdRequired: 'Elija un vendedor (vendorId) para ver sus fechas de mercado.',
  notesTooLong: 'Las notas pueden tener como máximo 1000 caracteres',
  // dashboard (spec 1 §2.8)
  dashboardFailed: 'No se pudo cargar el panel',
  manageSpaceRequests: 'Gestionar solicitudes de puesto',
  paymentHistory: 'Historial de pagos',
  noPayments: 'Aún no hay pagos.',
  // notifications (spec 1 §2.4, §8)
  notificationsTitle: 'Notificaciones',
  markAllRead: 'Marcar todas como leídas',
  viewAll: 'Ver todas',
  noNewNotifications: 'No hay notificaciones nuevas',
  noNotifications: 'Aún no hay notificaciones.',
  notificationsLoadFailed: 'No se pudieron cargar las notificaciones',
  notificationsFetchFailed: 'No se pudieron obtener las notificaciones',
  notificationNotFound: 'Notificación no encontrada',
  loadMore: 'Cargar más',
  signInForNotifications: 'Inicie sesión para ver sus notificaciones.',
  // admin dashboard
  adminDashboardFailed: 'No se pudo cargar el panel',
  noNextMarket: 'No hay ninguna próxima fecha de mercado programada.',
  noPendingApplications: 'No hay solicitudes esperando revisión.',
};
