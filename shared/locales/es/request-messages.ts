/** shared/request-messages.ts in Spanish: the same keys and arguments, the words for a Spanish reader. */
import type { REQUESTS_MSG as EN } from '../../request-messages.js';
import type { Localized } from '../localized.js';
import { countOf } from '../../plural.js';

export const REQUESTS_MSG: Localized<typeof EN> = {
  // vendor space requests screen (spec 3 §2)
  spaceRequestsTitle: 'Solicitudes de puesto',
  showPastDates: 'Mostrar fechas pasadas',
  viewAllRequests: 'Ver todas las solicitudes',
  paymentHistory: 'Historial de pagos',
  showMore: 'Mostrar más',
  showLess: 'Mostrar menos',
  noRequests: 'No se encontraron solicitudes',
  accessDenied: 'Acceso denegado',
  noViewPermission: 'No tiene permiso para ver las solicitudes de puesto.',
  datesLoadFailed: 'Error al cargar las fechas de mercado. Vuelva a intentarlo.',
  requestsLoadFailed: 'Error al cargar las solicitudes de puesto. Vuelva a intentarlo.',
  pastDueBanner:
    'Saldo vencido: pague su saldo pendiente o las tarifas por cancelación tardía antes de solicitar nuevas fechas de mercado.',
  pastDue: 'Vencido',
  lateCancellationBanner: (fee: string, date: string) =>
    `Tarifa por cancelación tardía: se deben ${fee} por la fecha de mercado cancelada del ${date}.`,
  // actions and their toasts (spec 3 §8)
  request: 'Solicitar',
  skip: 'Omitir',
  unskip: 'Deshacer omisión',
  cancel: 'Cancelar',
  approve: 'Aprobar',
  reject: 'Rechazar',
  reopen: 'Reabrir',
  pay: 'Pagar',
  skipDate: 'Omitir fecha',
  cancelDate: 'Cancelar fecha',
  requested: 'Solicitud de puesto enviada',
  skipped: 'Fecha de mercado omitida',
  cancelled: 'Fecha de mercado cancelada',
  unskipped: 'Omisión de la fecha de mercado deshecha',
  approved: 'Solicitud de puesto aprobada',
  reopened: 'Solicitud de puesto reabierta',
  approveFailed: 'No se pudo aprobar la solicitud de puesto',
  requestFailed: 'No se pudo solicitar la fecha de mercado',
  skipFailed: 'No se pudo omitir la fecha de mercado',
  cancelFailed: 'No se pudo cancelar la fecha de mercado',
  unskipFailed: 'No se pudo deshacer la omisión de la fecha de mercado',
  createRequestFailed: 'No se pudo crear la solicitud',
  createPaymentLinkFailed: 'No se pudo crear el enlace de pago',
  errorTitle: 'Error',
  unexpectedError: 'Se produjo un error inesperado',
  cancelQuestion:
    'La cancelación no se puede deshacer sin comunicarse con la administración del mercado. Si cancela después del plazo del martes, se cobra una tarifa por cancelación tardía.',
  lateCancellation: (fee: string) =>
    `Cancelada después del plazo del martes: se aplica una tarifa por cancelación tardía de ${fee}.`,
  vendorNotApprovedTooltip: 'El vendedor debe estar aprobado antes de aprobar sus solicitudes de puesto',
  requestChanged: 'Esta solicitud cambió mientras tanto. Actualice la página para ver su estado.',
  requestNotFound: 'Solicitud de puesto no encontrada',
  unskipWithPayments: 'Hay pagos registrados para esta fecha: pida al mercado que reabra la solicitud en su lugar.',
  bulkDone: (done: number, failed: number) =>
    failed
      ? `${done} ${done === 1 ? 'actualizada' : 'actualizadas'}, ${failed} ${failed === 1 ? 'no se pudo cambiar' : 'no se pudieron cambiar'}`
      : `${countOf(done, 'solicitud', 'solicitudes')} ${done === 1 ? 'actualizada' : 'actualizadas'}`,
  // Market Requests (shared/spec/README.md)
  marketRequestsTitle: 'Solicitudes del mercado',
  marketRequestsLoadFailed: 'Error al cargar las solicitudes de puesto. Vuelva a intentarlo.',
  reopenFailed: 'No se pudo reabrir la solicitud de puesto',
  bulkFailed: 'No se pudieron actualizar las solicitudes seleccionadas',
  // Space History (spec 3 §2)
  spaceHistoryTitle: 'Historial de puestos',
  vendorSpaceRequestsTitle: (vendor: string) => `Solicitudes de puesto de ${vendor}`,
  // Payment History (spec 3 §2, §8)
  paymentsLoadFailed: 'Error al cargar los datos de pago',
  noPaymentInformation: 'No hay información de pagos disponible.',
  addPayment: 'Agregar pago',
  recordNewPayment: 'Registrar nuevo pago',
  editPayment: 'Editar pago',
  paymentAdded: 'Pago agregado',
  paymentAddedText: 'El pago se registró correctamente.',
  addPaymentFailed: 'No se pudo agregar el pago',
  paymentUpdated: 'Pago actualizado',
  updatePaymentFailed: 'Error al actualizar el pago',
  // payment form (spec 3 §5)
  marketDateRequired: 'Seleccione una fecha de mercado',
  amountRequired: 'El monto es obligatorio',
  amountPositive: 'El monto debe ser mayor que 0',
  amountCents: 'El monto puede tener como máximo 2 decimales',
  paymentMethodRequired: 'El método de pago es obligatorio',
  statusRequired: 'El estado es obligatorio',
  paymentNotFound: 'Pago no encontrado',
  paymentOtherVendor: 'Esta fecha de mercado no es una de las solicitudes de este vendedor',
  paymentPaidNegative: 'Este cambio retiraría más de lo que se pagó en esta fecha de mercado',
  // vendor notes on /vendor/{id} (spec 2 §3 vendor_notes, §8)
  noteRequired: 'La nota es obligatoria',
  reminderDateInvalid: 'La fecha del recordatorio debe ser una fecha válida',
  notesLoadFailed: 'No se pudieron cargar las notas de vendedor. Vuelva a intentarlo más tarde.',
  // financial edit (spec 2 §2.7, §5; spec 3 §8)
  financialDetails: 'Detalles financieros',
  notesTab: 'Notas',
  spaceRequestHistory: 'Historial de la solicitud de puesto',
  recalculate: 'Recalcular',
  requestUpdated: 'Solicitud de puesto actualizada',
  requestUpdateFailed: 'No se pudo actualizar la solicitud de puesto',
  requestRecalculated: 'Solicitud de puesto recalculada',
  recalculateFailed: 'No se pudo recalcular la solicitud de puesto',
  auditFetchFailed: 'No se pudo obtener el registro de auditoría',
  auditLoadFailed: 'Error al cargar el registro de auditoría. Vuelva a intentarlo.',
  noAuditEntries: 'No se encontraron entradas en el registro de auditoría.',
  baseAmountRequired: 'El monto base es obligatorio',
  salesRateRequired: 'La tasa sobre ventas es obligatoria',
  amountDueRequired: 'El monto adeudado es obligatorio',
  amountPaidRequired: 'El monto pagado es obligatorio',
  amountBalanceRequired: 'El saldo es obligatorio',
  amountDueMismatch:
    'El monto adeudado debe ser igual al mayor entre el monto base y la tarifa sobre ventas, más las tarifas por retraso',
  amountBalanceMismatch: 'El saldo debe ser igual al monto adeudado menos el monto pagado',
  amountPaidFromPayments: 'El monto pagado proviene de los pagos registrados: registre o edite un pago para cambiarlo',
  salesFeeMismatch: 'La tarifa sobre ventas debe ser igual a las ventas brutas por la tasa sobre ventas',
  // refunds of card payments (Payment History, admins)
  refund: 'Reembolsar',
  refundConfirmTitle: '¿Reembolsar este pago?',
  refundConfirmText: (amount: string) =>
    `${amount} se devuelve a la tarjeta con la que se pagó, y el saldo de la fecha de mercado aumenta en la misma cantidad.`,
  refunded: 'Pago reembolsado',
  refundFailed: 'No se pudo reembolsar el pago',
  refundCardOnly: 'Solo se pueden reembolsar los pagos con tarjeta completados',
  refundWholeOnly: 'Solo se puede reembolsar el pago completo',
  refundNotConfigured: 'Los pagos con tarjeta no están configurados',
  refundDeclined: 'El procesador de tarjetas rechazó el reembolso',
  viewInDashboard: 'Ver en el procesador de tarjetas',
};
