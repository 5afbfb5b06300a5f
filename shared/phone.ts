/** The digits of a US phone number, without a leading country code 1: "(707) 555-0101" → "7075550101". */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** "(707) 555-0101", the way applications and the demo market store phone numbers; anything else as entered. */
export function formatPhone(phone: string): string {
  const d = phoneDigits(phone);
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : phone.trim();
}
