import type { RequestOrigin } from '../lib/http/request-origin.js';
import { ulid } from 'ulid';
import { formatPhone, phoneDigits } from '../../shared/phone.js';
import type {
  CheckDuplicatesRequest,
  DuplicateCheck,
  PublicVendorType,
  VendorApplication,
} from '../../shared/schemas/vendor-application.js';
import { VENDOR_MSG } from '../../shared/vendor-messages.js';
import { similarNames } from '../../shared/vendor-similarity.js';
import { MSG } from '../../shared/messages.js';
import { MARKET_MSG } from '../../shared/market-messages.js';
import { FIRST_MARKET_ID, type MarketRules } from '../../shared/markets.js';
import { unknownMarketIds } from '../../shared/vendor-markets.js';
import { ConflictError, TooManyRequestsError, ValidationError } from '../lib/http/errors.js';
import { RATE_LIMITS } from '../lib/auth/rate-limits.js';
import type { RateLimiter } from '../lib/ports.js';
import { makeVendorItem } from '../lib/data/vendors/vendor.items.js';
import type { SpaceTypeItem, VendorTypeItem } from '../lib/data/catalog/catalog.items.js';
import type { VendorAuditItem, VendorItem } from '../lib/data/vendors/vendor.items.js';
import type { NewNotification } from '../lib/data/users/notifications.repository.js';
import type { VendorRef } from '../lib/data/vendors/vendor-applications.repository.js';
import { compareNames } from '../../shared/collation.js';

/** Ports of the application use cases; the DynamoDB repositories implement them, tests use in-memory fakes. */
export interface ApplicationsDeps {
  catalog: { vendorTypes(): Promise<VendorTypeItem[]> };
  applications: {
    findByEmail(email: string): Promise<VendorRef | undefined>;
    findByPhone(phone: string): Promise<VendorRef | undefined>;
    catalogEntries(
      vendorTypeId: string,
      spaceTypeId: string | null,
    ): Promise<{ vendorType?: VendorTypeItem; spaceType?: SpaceTypeItem }>;
    create(vendor: VendorItem, audit: VendorAuditItem): Promise<'created' | 'email-taken'>;
  };
  /** Vendors whose name could be near the given one; the similarity itself is measured here. */
  directory: { similarCandidates(name: string): Promise<VendorRef[]> };
  notifications: { notifyAdmins(n: NewNotification): Promise<void> };
  limiter: RateLimiter;
  /** The organisation's markets (the settings' one query), read only when an applicant names a market. */
  markets?: { list(): Promise<readonly Pick<MarketRules, 'id' | 'isActive'>[]> };
  now: () => Date;
  newId?: () => string;
  log?: (message: string, error: unknown) => void;
}

const byLabel = (a: { label: string }, b: { label: string }) => compareNames(a.label, b.label);

export function makeApplicationsService(deps: ApplicationsDeps) {
  const now = deps.now;
  const newId = deps.newId ?? (() => ulid());
  const log = deps.log ?? (() => undefined);

  /** Spec 1 §5: exact e-mail, exact phone (digits only), and names at least SIMILAR_NAME_THRESHOLD % alike. */
  async function findDuplicates(input: CheckDuplicatesRequest): Promise<DuplicateCheck> {
    const email = input.email.trim();
    const phone = phoneDigits(input.phone);
    const name = input.name.trim();
    const [byEmail, byPhone, names] = await Promise.all([
      email.includes('@') ? deps.applications.findByEmail(email) : undefined,
      phone.length >= 7 ? deps.applications.findByPhone(phone) : undefined,
      name ? deps.directory.similarCandidates(name) : [],
    ]);
    const similar = name ? similarNames(name, names) : [];
    const details = [
      ...(byEmail ? [VENDOR_MSG.duplicateEmail] : []),
      ...(byPhone ? [VENDOR_MSG.duplicatePhone] : []),
      ...similar.map((v) => VENDOR_MSG.duplicateName(v.name, v.similarity)),
    ];
    return {
      email: !!byEmail,
      phone: !!byPhone,
      name: similar.length > 0,
      details,
      // Visitors learn the names (they are on the public map anyway), never vendor ids.
      similarVendors: similar.map((v) => ({ name: v.name, similarity: v.similarity })),
    };
  }

  return {
    /** Active vendor types for the application form. */
    async vendorTypes(): Promise<PublicVendorType[]> {
      const types = await deps.catalog.vendorTypes();
      return types
        .filter((t) => t.isActive)
        .map((t) => ({ id: t.id, code: t.code, label: t.label }))
        .sort(byLabel);
    },

    /**
     * The form's check, limited per client address with every call counted: each answer tells whether someone has
     * applied with an e-mail, phone or name, so without a limit the check would list applicants.
     */
    async checkDuplicates(input: CheckDuplicatesRequest, clientAddress: string): Promise<DuplicateCheck> {
      const slots = await deps.limiter.take(
        [{ limit: RATE_LIMITS.checkDuplicates, subject: `address:${clientAddress}` }],
        now(),
      );
      if (!slots) throw new TooManyRequestsError(MSG.tooManyRequests);
      return findDuplicates(input);
    },

    /**
     * Spec 1 §2.7, §5: the server never trusts the browser's duplicate check; it checks again, then writes the
     * vendor as PENDING with its e-mail guard in one transaction, so of two simultaneous applications with one
     * e-mail exactly one succeeds. Each call first takes a slot of its client address's limit, so one address cannot
     * fill the vendor list, the admins' notifications or, through the refusals, list who has applied.
     */
    async apply(input: VendorApplication, origin: RequestOrigin, clientAddress: string): Promise<{ id: string }> {
      const slots = await deps.limiter.take(
        [{ limit: RATE_LIMITS.applyPerAddress, subject: `address:${clientAddress}` }],
        now(),
      );
      if (!slots) throw new TooManyRequestsError(VENDOR_MSG.tooManyApplications);
      const namesOtherMarkets = !!input.marketIds?.some((m) => m !== FIRST_MARKET_ID);
      const [catalog, duplicates, markets] = await Promise.all([
        deps.applications.catalogEntries(input.vendorTypeId, input.defaultSpaceTypeId),
        findDuplicates({ email: input.email, phone: input.phone, name: input.name }),
        namesOtherMarkets && deps.markets ? deps.markets.list() : [],
      ]);
      // An applicant chooses among the active markets.
      if (input.marketIds && unknownMarketIds(input.marketIds, markets).length) {
        throw new ValidationError(MARKET_MSG.marketsRequired, { field: 'marketIds' });
      }
      if (!catalog.vendorType?.isActive) {
        throw new ValidationError(VENDOR_MSG.unknownVendorType, { field: 'vendorTypeId' });
      }
      const st = catalog.spaceType;
      if (
        input.defaultSpaceTypeId &&
        (!st?.isActive || (st.vendorTypeId !== null && st.vendorTypeId !== input.vendorTypeId))
      ) {
        throw new ValidationError(VENDOR_MSG.unknownSpaceType, { field: 'defaultSpaceTypeId' });
      }
      if (duplicates.email || duplicates.phone || duplicates.name) {
        throw new ConflictError(VENDOR_MSG.duplicateRefused, {
          details: duplicates.details,
          similarVendors: duplicates.similarVendors,
        });
      }

      const at = now().toISOString();
      const id = newId();
      const vendor = makeVendorItem({
        id,
        name: input.name,
        contactName: input.contactName,
        email: input.email.trim().toLowerCase(),
        phone: formatPhone(input.phone),
        vendorTypeId: input.vendorTypeId,
        defaultSpaceTypeId: input.defaultSpaceTypeId,
        description: input.description,
        status: 'PENDING',
        website: input.website,
        addressLine1: input.addressLine1,
        addressLine2: input.addressLine2,
        city: input.city,
        state: input.state,
        zipCode: input.zipCode,
        ...(input.marketIds ? { marketIds: input.marketIds } : {}),
        createdAt: at,
        updatedAt: at,
      });
      const audit: VendorAuditItem = {
        _type: 'vendor_audit',
        id: newId(),
        vendorId: id,
        changeType: 'create',
        fieldName: 'status',
        oldValue: null,
        newValue: 'PENDING',
        userId: null,
        userName: input.contactName,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
        createdAt: at,
        updatedAt: at,
      };

      if ((await deps.applications.create(vendor, audit)) === 'email-taken') {
        throw new ConflictError(VENDOR_MSG.duplicateRefused, {
          details: [VENDOR_MSG.duplicateEmail],
          similarVendors: [],
        });
      }

      // The application is stored; a notification that fails to go out must not make the applicant apply again.
      try {
        await deps.notifications.notifyAdmins({
          title: VENDOR_MSG.newApplicationTitle,
          message: VENDOR_MSG.newApplicationText(vendor.name, vendor.contactName),
          type: 'info',
          metadata: { vendorId: id },
        });
      } catch (err) {
        log('Could not notify the admins of a new vendor application', err);
      }
      return { id };
    },
  };
}
export type ApplicationsService = ReturnType<typeof makeApplicationsService>;
