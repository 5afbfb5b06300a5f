/** What the space-requests services need from the outside world, as types only (adapters live in functions/lib). */
import type { CatalogSnapshot } from '../lib/data/catalog/catalog.repository.js';
import type { SpaceRequestsRepository } from '../lib/data/market-dates/space-requests.repository.js';
import type { MarketSettings } from '../lib/data/settings/settings.repository.js';
import type { DirectoryEntry, DirectoryFilter } from '../lib/data/vendors/vendor-directory.js';
import type { RequiredDocumentsCheck } from '../lib/data/vendors/required-documents.js';
import type { PlaceInput, PlaceOutcome } from '../lib/waitlist/placement.js';

export type SpaceRequestsStore = Pick<
  SpaceRequestsRepository,
  'findById' | 'dateRequests' | 'vendors' | 'transition' | 'updateFinancials' | 'auditLog'
>;

interface VendorDirectoryReader {
  /** Every vendor's name, status and type in one Query. */
  list(filter: DirectoryFilter): Promise<DirectoryEntry[]>;
}

interface CatalogReader {
  snapshot(): Promise<Pick<CatalogSnapshot, 'vendorTypes' | 'spaceTypes' | 'fees' | 'areas'>>;
}

interface SettingsReader {
  getSettings(): Promise<
    Pick<MarketSettings, 'roundCents' | 'marketTimeZone' | 'lateCancellationFeeCents' | 'salesTenders'>
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
  directory: VendorDirectoryReader;
  catalog: CatalogReader;
  settings: SettingsReader;
  /** The documents required to sell; without it approvals do not look for them. */
  requiredDocuments?: RequiredDocumentsCheck;
  now: () => Date;
}
