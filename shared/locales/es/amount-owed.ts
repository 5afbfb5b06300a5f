/** shared/amount-owed.ts's words in Spanish: what a payment pays for. */
import {
  describePaymentPurpose,
  type PAID_FOR as EN,
  type paymentPurpose as enPaymentPurpose,
} from '../../amount-owed.js';
import type { Localized } from '../localized.js';

export const PAID_FOR: Localized<typeof EN> = {
  space: 'Tarifa del puesto',
  lateCancellation: 'Tarifa por cancelación tardía',
  latePayment: 'Tarifa por pago tardío',
};

/** "Tarifa por cancelación tardía", "Tarifa del puesto y Tarifa por pago tardío". */
export const paymentPurpose: Localized<typeof enPaymentPurpose> = (r) => describePaymentPurpose(r, PAID_FOR, ' y ');
