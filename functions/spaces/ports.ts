/** What the spaces services need from the outside world, as types only (adapters live in functions/lib). */
import type { AreaItem, SpaceTypeFeeItem, SpaceTypeItem, VendorTypeItem } from '../lib/data/catalog/catalog.items.js';
import type { MessageQueue } from '../lib/ports.js';
import type { SpacesRepository } from '../lib/data/market-dates/spaces.repository.js';
import type { AssignmentChoicesRepository } from '../lib/data/market-dates/assignment-choices.repository.js';
import type { RequiredDocumentsCheck } from '../lib/data/vendors/required-documents.js';
import type { PlacementService } from '../lib/waitlist/placement.js';

export type SpacesStore = SpacesRepository;

interface CatalogReader {
  /** The whole vocabulary in one query. */
  snapshot(): Promise<{
    areas: AreaItem[];
    vendorTypes: VendorTypeItem[];
    spaceTypes: SpaceTypeItem[];
    fees: SpaceTypeFeeItem[];
  }>;
}

interface SettingsReader {
  /** The typed system settings, in one query. */
  getSettings(): Promise<{ roundCents: boolean; marketTimeZone: string }>;
}

export interface SpacesDeps {
  spaces: SpacesStore;
  /** A page of the vendors the assign dialog offers, by key and index only. */
  assignmentChoices: Pick<AssignmentChoicesRepository, 'page'>;
  catalog: CatalogReader;
  settings: SettingsReader;
  queue: MessageQueue;
  /** Public origin of the app, for links in messages. */
  appUrl: string;
  /**
   * Makes each vendor's link to its request page of the date (/m/{shortCode}, spec 3 §2), one per target, in order;
   * without it the publish message links to the vendor's space requests screen.
   */
  requestLinks?: (targets: { vendorId: string; marketDateId: string; marketDate: string }[]) => Promise<string[]>;
  /** The documents required to sell; without it assigning does not look for them. */
  requiredDocuments?: RequiredDocumentsCheck;
  /** A market's default layout's spaces (label, and the vendor it names as default), for auto-assign. */
  defaultLayoutSpaces?: (
    marketId?: string,
  ) => Promise<{ label: string; vendorId: string | null; isDefault: boolean }[]>;
  now: () => Date;
  /**
   * The waitlist (issue 15): a space freed by unassigning is offered to the next waiting vendor; a request created by
   * assigning takes its place through the one capacity check (lib/waitlist/placement.ts).
   */
  waitlist?: { fillQuietly(marketDateId: string): Promise<void>; place?: PlacementService['place'] };
}
