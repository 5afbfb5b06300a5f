/**
 * The payment services a payer is offered (spec 3 §2 public payment, §9 codes): the card service when a card
 * provider is configured, Venmo only when PayPal is, and the manual instructions.
 */
import type { PaymentService } from '../../../shared/schemas/public-payments.js';

export const MANUAL_INSTRUCTIONS = 'Pay by cash or check at the market information booth on market day.';

export function paymentServices(configured: { card: boolean; peer: boolean }): PaymentService[] {
  return [
    ...(configured.card ? [{ code: 'stripe' as const, name: 'Debit / Credit Card', instructions: null }] : []),
    ...(configured.peer ? [{ code: 'venmo' as const, name: 'Venmo', instructions: null }] : []),
    { code: 'manual', name: 'Manual Payment', instructions: MANUAL_INSTRUCTIONS },
  ];
}
