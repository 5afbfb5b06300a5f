/** What the public pages' services need from the outside world, as plain types their tests implement in memory. */
import type { RequestActionResponse } from '../../shared/schemas/vendor-dates.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { PaymentSessionStore } from '../lib/data/payments/payment-sessions.repository.js';
import type { CodeContext } from '../lib/data/payments/public-payments.repository.js';
import type { SavedCardStore } from '../lib/data/payments/saved-cards.repository.js';
import type { MarketDateItem, SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import type { WriteRefusal } from '../lib/data/market-dates/space-requests.repository.js';
import type { MarketSettings } from '../lib/data/settings/settings.repository.js';
import type { AuditActor } from '../lib/http/request-origin.js';
import type { ShortCodes } from '../lib/payments/short-codes.js';
import type {
  CardPaymentProvider,
  PeerPaymentProvider,
  RecordProviderPayment,
} from '../lib/payments/payment-provider.js';
import type { PaymentService } from '../../shared/schemas/public-payments.js';

export interface PublicContextStore {
  context(marketDateId: string, vendorId: string): Promise<CodeContext>;
  contextOfRequest(requestId: string): Promise<CodeContext | undefined>;
  nextMarketDate(afterIsoDate: string): Promise<MarketDateItem | undefined>;
  updateFinancials(
    request: SpaceRequestItem,
    expectedUpdatedAt: string,
    fields: Record<string, unknown>,
    actor: AuditActor,
  ): Promise<SpaceRequestItem | WriteRefusal>;
}

interface SettingsReader {
  getSettings(): Promise<Pick<MarketSettings, 'marketTimeZone' | 'roundCents' | 'salesTenders' | 'markets'>>;
}

/** The vendor's own request / skip / cancel (functions/vendor-dates): one state machine and one repository. */
interface VendorActions {
  act(
    user: SessionUser,
    action: 'request' | 'skip' | 'cancel',
    marketDateId: string,
    input: { vendorId?: string; notes: string | null },
    actor: AuditActor,
  ): Promise<RequestActionResponse>;
}

export interface PublicPagesDeps {
  codes: Pick<ShortCodes, 'resolve' | 'issue'>;
  store: PublicContextStore;
  settings: SettingsReader;
  vendorActions: VendorActions;
  now: () => Date;
}

export interface PublicPaymentsDeps extends PublicPagesDeps {
  sessions: PaymentSessionStore;
  cards: SavedCardStore;
  card: CardPaymentProvider | null;
  peer: PeerPaymentProvider | null;
  /** Read per request: the instructions live in the system settings. */
  services: () => Promise<PaymentService[]>;
  recordProviderPayment: RecordProviderPayment;
  appUrl: string;
}
