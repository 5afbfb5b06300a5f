/**
 * Stripe's test card numbers, as far as the local checkout honours them. 4000 0000 0000 0002 is declined when it is
 * entered (saving it fails, as on Stripe); 4000 0000 0000 0341 is saved and then declined on every charge, so the
 * "saved card declined" path can be tried; 4000 0000 0000 9995 is declined for insufficient funds. Any other number
 * that passes the Luhn check succeeds.
 */
export interface CardDecline {
  /** Stripe's error code: card_declined, incorrect_number, invalid_expiry_year, … */
  code: string;
  declineCode?: 'generic_decline' | 'insufficient_funds';
  message: string;
}

const DECLINED: CardDecline = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};
const INSUFFICIENT: CardDecline = {
  code: 'card_declined',
  declineCode: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};

/** Declined when entered (saving or paying on the hosted page). */
const DECLINED_AT_ENTRY: Record<string, CardDecline> = {
  '4000000000000002': DECLINED,
  '4000000000009995': INSUFFICIENT,
};
/** Saved without complaint, declined when charged. */
const DECLINED_WHEN_CHARGED: Record<string, CardDecline> = {
  '4000000000000341': DECLINED,
};

export const digitsOf = (raw: string) => raw.replace(/[\s-]/g, '');

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  return 'unknown';
}

/** Why Stripe would refuse this number as typed, or undefined. */
export function numberProblem(raw: string): CardDecline | undefined {
  const digits = digitsOf(raw);
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  return undefined;
}

export const declineAtEntry = (digits: string): CardDecline | undefined => DECLINED_AT_ENTRY[digits];
export const declineWhenCharged = (digits: string): CardDecline | undefined => DECLINED_WHEN_CHARGED[digits];
