/**
 * The payment services the public payment page offers (spec 3 §2, §9): the card service ("stripe") when a card
 * provider is configured, Venmo when PayPal is, and Zelle and the manual method when the admins gave their
 * instructions in the system settings. Card and Venmo are paid in the app; Zelle and manual are recorded by admins.
 */
import type { PaymentService } from '../../../shared/schemas/public-payments.js';
import { PAY_MSG } from '../../../shared/payment-messages.js';

export interface PaymentServicesInput {
  cardConfigured: boolean;
  peerConfigured: boolean;
  settings: { zelleInstructions: string; manualPaymentInstructions: string };
}

/** Pure, so the page's list follows from configuration alone. */
export function paymentServices(input: PaymentServicesInput): PaymentService[] {
  const out: PaymentService[] = [];
  if (input.cardConfigured) out.push({ code: 'stripe', name: PAY_MSG.debitCreditCard, instructions: null });
  if (input.peerConfigured) out.push({ code: 'venmo', name: 'Venmo', instructions: null });
  const zelle = input.settings.zelleInstructions.trim();
  if (zelle) out.push({ code: 'zelle', name: 'Zelle', instructions: zelle });
  const manual = input.settings.manualPaymentInstructions.trim();
  if (manual) out.push({ code: 'manual', name: 'Cash or Check', instructions: manual });
  return out;
}

/** The services of this deployment: which providers answer, and the instructions stored in the settings. */
export async function configuredPaymentServices(deps: {
  cardProvider: () => Promise<unknown>;
  peerProvider: () => Promise<unknown>;
  settings: { getSettings(): Promise<PaymentServicesInput['settings']> };
}): Promise<PaymentService[]> {
  const [card, peer, settings] = await Promise.all([
    deps.cardProvider(),
    deps.peerProvider(),
    deps.settings.getSettings(),
  ]);
  return paymentServices({ cardConfigured: !!card, peerConfigured: !!peer, settings });
}
