/** What the space-requests services need from the outside world, as types only (adapters live in functions/lib). */
import type { CatalogSnapshot } from '../lib/data/catalog/catalog.repository.js';
import type { SpaceRequestsRepository } from '../lib/data/market-dates/space-requests.repository.js';
import type { MarketSettings } from '../lib/data/settings/settings.repository.js';
import type { DateRequestsPageRepository } from '../lib/data/market-dates/date-requests-page.repository.js';
import type { RequiredDocumentsCheck } from '../lib/data/vendors/required-documents.js';
import type { PlaceInput, PlaceOutcome } from '../lib/waitlist/placement.js';

export type SpaceRequestsStore = Pick<
  SpaceRequestsRepository,
  'findById' | 'dateRequests' | 'vendors' | 'transition' | 'updateFinancials' | 'auditLog'
>;

/** One page of the date's requests with the vendors and spaces of that page only. */
type RequestPages = Pick<DateRequestsPageRepository, 'marketDate' | 'page'>;

interface CatalogReader {
  snapshot(): Promise<Pick<CatalogSnapshot, 'vendorTypes' | 'spaceTypes' | 'fees' | 'areas'>>;
}

interface SettingsReader {
  getSettings(): Promise<
    Pick<MarketSettings, 'roundCents' | 'marketTimeZone' | 'lateCancellationFeeCents' | 'salesTenders' | 'markets'>
  >;
}

/**
 * The waitlist (issues 15, 24): a reopened request takes a place or joins the line through the one capacity check,
 * and a space or place freed by a reject is offered to the next waiting vendor.
 */
interface WaitlistFiller {
  place(input: PlaceInput): Promise<PlaceOutcome>;
  fillQuietly(marketDateId: string): Promise<void>;
}

export interface SpaceRequestsDeps {
  waitlist?: WaitlistFiller;
  requests: SpaceRequestsStore;
  pages: RequestPages;
  catalog: CatalogReader;
  settings: SettingsReader;
  /** The documents required to sell; without it approvals do not look for them. */
  requiredDocuments?: RequiredDocumentsCheck;
  now: () => Date;
}
