/**
 * The payment services the public payment page offers (spec 3 §2, §9): the card service ("stripe") when a card
 * provider is configured, Venmo when PayPal is, and Zelle and the manual method with the instructions the admins
 * keep in the system settings. Card and Venmo are paid in the app; Zelle and manual are recorded by admins.
 */
import type { PaymentService } from '../../../shared/schemas/public-payments.js';
import { PAY_MSG } from '../../../shared/payment-messages.js';

/** What the manual method says when the settings were never read (or never given one). */
export const MANUAL_INSTRUCTIONS = 'Pay by cash or check at the market information booth on market day.';

export interface PaymentInstructions {
  zelleInstructions: string;
  manualPaymentInstructions: string;
}

export interface PaymentServicesInput {
  card: boolean;
  peer: boolean;
  /** The system settings' instructions; without them only the default manual instructions are shown. */
  settings?: PaymentInstructions;
}

/** Pure, so the page's list follows from configuration alone. */
export function paymentServices(input: PaymentServicesInput): PaymentService[] {
  const out: PaymentService[] = [];
  if (input.card) out.push({ code: 'stripe', name: PAY_MSG.debitCreditCard, instructions: null });
  if (input.peer) out.push({ code: 'venmo', name: 'Venmo', instructions: null });
  const zelle = input.settings?.zelleInstructions.trim() ?? '';
  if (zelle) out.push({ code: 'zelle', name: 'Zelle', instructions: zelle });
  const manual = input.settings ? input.settings.manualPaymentInstructions.trim() : MANUAL_INSTRUCTIONS;
  if (manual) out.push({ code: 'manual', name: 'Manual Payment', instructions: manual });
  return out;
}

/** The services of this deployment: which providers answer, and the instructions stored in the settings. */
export async function configuredPaymentServices(deps: {
  cardProvider: () => Promise<unknown>;
  peerProvider: () => Promise<unknown>;
  settings: { getSettings(): Promise<PaymentInstructions> };
}): Promise<PaymentService[]> {
  const [card, peer, settings] = await Promise.all([
    deps.cardProvider(),
    deps.peerProvider(),
    deps.settings.getSettings(),
  ]);
  return paymentServices({ card: !!card, peer: !!peer, settings });
}
