/** How a vendor's public profile shows its details (spec 3 §2 "Profile rendering", §5, §9). */
import { PROFILE_MSG } from '@shared/profile-messages';
import { formatProfilePhone, monthName, normalizeWebsite } from '@shared/profile-rules';

/** "{n} year(s) at the market", or nothing when the count is empty or zero. */
export function yearsAtMarketLabel(years: number | null | undefined): string | null {
  return years ? PROFILE_MSG.yearsAtMarket(years) : null;
}

export const formatPhone = formatProfilePhone;

/** The address to link to: http:// added when it does not start with http (spec 3 §5: on save and on display). */
export const websiteHref = (website: string | null | undefined) => normalizeWebsite(website) ?? '';

const handle = (value: string | null) => (value ?? '').trim().replace(/^@/, '');
const isUrl = (value: string | null) => /^https?:\/\//i.test((value ?? '').trim());

/** A social field holds a handle (entered without the @) or, for Facebook, a page address. */
export const socialLinks = (profile: {
  instagram: string | null;
  facebook: string | null;
  twitter: string | null;
  tiktok: string | null;
}) =>
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
      href: isUrl(link.value) ? (link.value ?? '').trim() : link.href(encodeURIComponent(handle(link.value))),
    }));

/** "Available: start month - end month"; a season with one end known names that month alone. */
export function seasonLabel(start: number | null, end: number | null): string | null {
  if (!start && !end) return null;
  if (start && end) return PROFILE_MSG.available(monthName(start), monthName(end));
  return `Available: ${monthName(start ?? end)}`;
}
