/** The digits of a US phone number, without a leading country code 1: "(707) 555-0101" → "7075550101". */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
