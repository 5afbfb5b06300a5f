/** shared/fee-waiver.ts's words in Spanish: waiving a late fee. */
import type { FEE_WAIVER_MSG as EN } from '../../fee-waiver.js';
import type { Localized } from '../localized.js';

export const FEE_WAIVER_MSG: Localized<typeof EN> = {
  waive: {
    lateCancellation: 'Exonerar tarifa por cancelación tardía',
    latePayment: 'Exonerar tarifa por pago tardío',
    noShow: 'Exonerar tarifa por no presentarse',
  },
  dialogTitle: {
    lateCancellation: 'Exonerar tarifa por cancelación tardía',
    latePayment: 'Exonerar tarifa por pago tardío',
    noShow: 'Exonerar tarifa por no presentarse',
  },
  dialogText: (fee) =>
    `La tarifa de ${fee} se descuenta de lo que debe el vendedor. El motivo queda en el registro de auditoría.`,
  reasonLabel: 'Motivo',
  reasonRequired: 'El motivo es obligatorio',
  confirm: 'Exonerar tarifa',
  waived: 'Tarifa exonerada',
  waiveFailed: 'No se pudo exonerar la tarifa',
};
