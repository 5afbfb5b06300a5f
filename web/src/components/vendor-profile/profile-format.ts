/** How a vendor's public profile shows its details (spec 3 §2 "Profile rendering", §5, §9). */
import { t } from '@lingui/core/macro';
import { PROFILE_MSG } from '@/i18n/shared/profile-messages';
import { formatProfilePhone, monthName, normalizeWebsite } from '@/i18n/shared/profile-rules';

/** "{n} year(s) at the market", or nothing when the count is empty or zero. */
export function yearsAtMarketLabel(years: number | null | undefined): string | null {
  return years ? PROFILE_MSG.yearsAtMarket(years) : null;
}

export const formatPhone = formatProfilePhone;

/** The address to link to: http:// added when it does not start with http (spec 3 §5: on save and on display). */
export const websiteHref = (website: string | null | undefined) => normalizeWebsite(website) ?? '';

const handle = (value: string | null) => (value ?? '').trim().replace(/^@/, '');
const isUrl = (value: string | null) => /^https?:\/\//i.test((value ?? '').trim());

// The networks' names, which stay as they are in every language.
const INSTAGRAM = 'Instagram';
const FACEBOOK = 'Facebook';
const TWITTER = 'Twitter';
const TIKTOK = 'TikTok';

/** A social field holds a handle (entered without the @) or, for Facebook, a page address. */
export const socialLinks = (profile: {
  instagram: string | null;
  facebook: string | null;
  twitter: string | null;
  tiktok: string | null;
}) =>
  [
    { network: INSTAGRAM, value: profile.instagram, href: (h: string) => `https://www.instagram.com/${h}` },
    { network: FACEBOOK, value: profile.facebook, href: (h: string) => `https://www.facebook.com/${h}` },
    { network: TWITTER, value: profile.twitter, href: (h: string) => `https://twitter.com/${h}` },
    { network: TIKTOK, value: profile.tiktok, href: (h: string) => `https://www.tiktok.com/@${h}` },
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
  const month = monthName(start ?? end);
  return t`Available: ${month}`;
}
