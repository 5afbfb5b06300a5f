/** How a vendor's public profile shows its details (spec 3 §2 "Profile rendering", §5, §9). */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const monthName = (month: number | null | undefined) => (month ? (MONTH_NAMES[month - 1] ?? '') : '');

/** "{n} year(s) at the market", or nothing when the count is empty or zero. */
export function yearsAtMarketLabel(years: number | null | undefined): string | null {
  if (!years) return null;
  return `${years} ${years === 1 ? 'year' : 'years'} at the market`;
}

/** ddd-ddd-dddd when the number has ten digits (a leading country code 1 aside); otherwise as entered. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : phone.trim();
}

/** http:// is added to an address that does not start with http (spec 3 §5: on save and on display). */
export const websiteHref = (website: string) => {
  const trimmed = website.trim();
  return trimmed && !/^http/i.test(trimmed) ? `http://${trimmed}` : trimmed;
};

const handle = (value: string) => value.trim().replace(/^@/, '');
const isUrl = (value: string) => /^https?:\/\//i.test(value.trim());

/** A social field holds a handle (entered without the @) or, for Facebook, a page address. */
export const socialLinks = (profile: { instagram: string; facebook: string; twitter: string; tiktok: string }) =>
  [
    { network: 'Instagram', value: profile.instagram, href: (h: string) => `https://www.instagram.com/${h}` },
    { network: 'Facebook', value: profile.facebook, href: (h: string) => `https://www.facebook.com/${h}` },
    { network: 'Twitter', value: profile.twitter, href: (h: string) => `https://twitter.com/${h}` },
    { network: 'TikTok', value: profile.tiktok, href: (h: string) => `https://www.tiktok.com/@${h}` },
  ]
    .filter((link) => handle(link.value))
    .map((link) => ({
      network: link.network,
      label: isUrl(link.value) ? link.network : `@${handle(link.value)}`,
      href: isUrl(link.value) ? link.value.trim() : link.href(encodeURIComponent(handle(link.value))),
    }));

/** "Available: start month - end month"; a season with one end known names that month alone. */
export function seasonLabel(start: number | null, end: number | null): string | null {
  if (!start && !end) return null;
  if (start && end) return `Available: ${monthName(start)} - ${monthName(end)}`;
  return `Available: ${monthName(start ?? end)}`;
}
