/**
 * The few words the sending code puts into a template's variables (a document expires "in 7 days", a card is "Visa
 * ending 4242"), in the recipient's language. The template's own wording is in shared/message-templates.ts and its
 * Spanish in shared/locales/es/message-templates.ts.
 */
import type { Locale } from '../../../shared/locale.js';
import { RULE_MESSAGES } from '../../../shared/space-request-rules.js';

/** When a document expires, counted in days from today: "today", "tomorrow", "in 7 days". */
export function expiresWhen(days: number, locale: Locale = 'en'): string {
  if (locale === 'es') return days === 0 ? 'hoy' : days === 1 ? 'mañana' : `en ${days} días`;
  return days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
}

/** A saved card as a message names it: "Visa card ending in 4242". */
export function cardWords(brand: string, last4: string, locale: Locale = 'en'): string {
  return locale === 'es' ? `tarjeta ${brand} terminada en ${last4}` : `${brand} card ending in ${last4}`;
}

/** What a declined charge says when the card's provider gives no reason. */
export const cardDeclined = (locale: Locale = 'en'): string =>
  locale === 'es' ? 'La tarjeta fue rechazada.' : 'The card was declined.';

/** The request rules' refusals (shared/space-request-rules.ts) in Spanish, for an auto request that was not made. */
const RULE_REASONS_ES: Readonly<Record<keyof typeof RULE_MESSAGES, string>> = {
  notApproved: 'Su cuenta de vendedor debe estar aprobada antes de que pueda solicitar un puesto.',
  pastDue:
    'Saldo vencido: pague su saldo pendiente o las tarifas por cancelación tardía antes de solicitar nuevas fechas de mercado.',
  pastDate: 'Esta fecha de mercado ya pasó.',
  vendorNotApprovedForApproval: 'El vendedor debe estar aprobado antes de aprobar solicitudes de puesto.',
  noPermission: 'No tiene permiso para hacer eso.',
  notAllowed: 'Esta acción no está disponible para esta fecha de mercado.',
  notApprovedForMarket:
    'Usted no está aprobado para vender en este mercado. Pida al administrador del mercado que lo agregue a su cuenta.',
};

/** A request rule's refusal in the recipient's language; a reason it does not know is sent as written. */
export function ruleReason(reason: string, locale: Locale = 'en'): string {
  if (locale !== 'es') return reason;
  const key = (Object.keys(RULE_MESSAGES) as (keyof typeof RULE_MESSAGES)[]).find((k) => RULE_MESSAGES[k] === reason);
  return key ? RULE_REASONS_ES[key] : reason;
}
