import { msg } from '@lingui/core/macro';
import { MSG } from '@/i18n/shared/messages';

/** Who to contact, shown in the footer of every page. */
export const marketContacts = [
  { role: msg`Market Manager`, email: 'manager@marketday.example', phone: '(555) 010-2000' },
  { role: msg`Operations`, email: 'operations@marketday.example' },
] as const;

export const supportEmail = 'support@marketday.example';

/**
 * The hours the shoppers' pages show when the markets cannot be read: the first market's as the single-market
 * product ran it (what GET /api/public/markets answers, too, before any market is set up). In English, as it was when
 * the module loaded: a screen shows it through `translateShared`.
 */
export const fallbackMarketHours = MSG.marketHours;

/** The one line of hours while the markets load: as tall as a line of text, so nothing moves when it fills. */
export const HOURS_PLACEHOLDER = '\u00a0';
