import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The screens of one market date (spec 2 §2) that exist in the SPA, in the navigation bar's order. A screen is
 * listed here once it is built; the bar keeps the vendor-type (`type`) and `area` filters across them.
 */
export interface MarketDateScreen {
  /** Path after /date/{id}; '' is the date's dashboard. */
  segment: string;
  /** Rendered with `i18n._(screen.label)`. */
  label: MessageDescriptor;
}

/**
 * Spec 2 §2's screens in the bar's order; `built` turns on as each screen's route is added to the router. Requests
 * is listed ahead of its screen: the dashboard's cards and the other screens already link to it.
 */
const SPEC_SCREENS: readonly (MarketDateScreen & { built: boolean })[] = [
  { segment: '', label: msg`Dashboard`, built: true },
  { segment: 'requests', label: msg`Requests`, built: true },
  { segment: 'spaces', label: msg`Spaces`, built: true },
  { segment: 'layout', label: msg`Layout`, built: true },
  { segment: 'missing', label: msg({ message: 'Missing', context: 'market date screen' }), built: true },
  { segment: 'payments', label: msg`Payments`, built: true },
  { segment: 'proceeds', label: msg`Proceeds`, built: true },
  { segment: 'notes', label: msg`Notes`, built: true },
  // Sales by tender: the tokens and coupons vendors turned in on the date
  { segment: 'tokens', label: msg`Tokens`, built: true },
];

export const MARKET_DATE_SCREENS: readonly MarketDateScreen[] = SPEC_SCREENS.filter((screen) => screen.built).map(
  ({ segment, label }) => ({ segment, label }),
);

/** The query parameters that travel with the navigation bar. */
const KEPT_PARAMS = ['type', 'area'] as const;

export function marketDateScreenHref(marketDateId: string, segment: string, current: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = current.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  const path = `/date/${encodeURIComponent(marketDateId)}${segment ? `/${segment}` : ''}`;
  return query ? `${path}?${query}` : path;
}
