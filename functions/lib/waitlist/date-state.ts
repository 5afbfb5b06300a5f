/**
 * A market date as the waitlist decides on it (read by the waitlist repository in one consistent Query of its
 * partition), and the offers of it that are still open.
 */
import type { DateState } from '../data/market-dates/waitlist.repository.js';

export type { DateState } from '../data/market-dates/waitlist.repository.js';

export const openOffers = (state: Pick<DateState, 'offers'>) => state.offers.filter((o) => o.status === 'open');
