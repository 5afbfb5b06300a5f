/**
 * The admin home (/admin): the next market date (the earliest today or later in the market's zone; of one market
 * with ?marketId=, of any market otherwise) with its request counts by status, spaces assigned of total and whether
 * it is published, and the applications waiting for review.
 */
import { addDays, isoDateInZone } from '../../shared/market-time.js';
import { marketFor } from '../../shared/markets.js';
import {
  ADMIN_DASHBOARD_LATEST_APPLICATIONS,
  type AdminDashboardResponse,
  type NextMarket,
} from '../../shared/schemas/admin-dashboard.js';
import { REQUEST_STATUSES } from '../../shared/space-request-rules.js';
import type { AdminDashboardRepository } from '../lib/data/market-dates/admin-dashboard.repository.js';
import type { MarketSettings } from '../lib/data/settings/settings.repository.js';
import { compareCodes } from '../../shared/collation.js';

/** Enough calendar rows to step over a canceled date or yesterday's (in UTC) without a second read. */
const CALENDAR_LOOKAHEAD = 10;

export interface AdminDashboardDeps {
  store: Pick<AdminDashboardRepository, 'datesFrom' | 'contents' | 'pendingApplications'>;
  settings: { getSettings(): Promise<Pick<MarketSettings, 'marketTimeZone' | 'markets'>> };
  now: () => Date;
}

export function makeAdminDashboardService(deps: AdminDashboardDeps) {
  const now = deps.now;
  return {
    /** The dashboard of every market, or of one (`marketId`: its own calendar, read instead of the whole one). */
    async get(marketId?: string): Promise<AdminDashboardResponse> {
      const at = now();
      // Read from yesterday in UTC so the calendar and the zone setting are fetched at once (see vendor-dates).
      const from = addDays(isoDateInZone(at, 'UTC'), -1);
      const [settings, dates, pending] = await Promise.all([
        deps.settings.getSettings(),
        deps.store.datesFrom(from, CALENDAR_LOOKAHEAD, marketId),
        deps.store.pendingApplications(),
      ]);
      // Today in the market's zone (every market's: the first market's).
      const today = isoDateInZone(at, marketFor(settings, marketId).timeZone);
      const next = dates.find((d) => d.date >= today && d.status !== 'canceled');

      let nextMarket: NextMarket | null = null;
      if (next) {
        const contents = await deps.store.contents(next.id);
        const requests = Object.fromEntries(
          REQUEST_STATUSES.map((s) => [s, contents.requests[s]]),
        ) as NextMarket['requests'];
        nextMarket = {
          id: next.id,
          date: next.date,
          notes: next.notes,
          published: next.publishedAt !== null,
          publishedAt: next.publishedAt,
          requests,
          spaces: contents.spaces,
        };
      }

      const latest = [...pending]
        .sort((a, b) => compareCodes(b.createdAt, a.createdAt))
        .slice(0, ADMIN_DASHBOARD_LATEST_APPLICATIONS)
        .map(({ id, name, contactName, email, phone, createdAt }) => ({
          id,
          name,
          contactName,
          email,
          phone,
          createdAt,
        }));
      return { today, nextMarket, pendingApplications: { count: pending.length, latest } };
    },
  };
}
export type AdminDashboardService = ReturnType<typeof makeAdminDashboardService>;
