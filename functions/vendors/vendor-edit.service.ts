import { ulid } from 'ulid';
import { phoneDigits } from '../../shared/phone.js';
import { formatDollars } from '../../shared/money.js';
import type {
  AdminVendor,
  AdminVendorFields,
  CreateVendorRequest,
  CreateVendorResponse,
  UpdateVendorRequest,
} from '../../shared/schemas/vendors.js';
import { VENDOR_EDIT_MSG } from '../../shared/vendor-edit-messages.js';
import { VENDOR_MSG } from '../../shared/vendor-messages.js';
import { MARKET_MSG } from '../../shared/market-messages.js';
import type { MarketRules } from '../../shared/markets.js';
import { unknownMarketIds, vendorMarketIds } from '../../shared/vendor-markets.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import type { RequestOrigin } from '../lib/http/request-origin.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { AreaItem, SpaceTypeItem, VendorTypeItem } from '../lib/data/catalog/catalog.items.js';
import type { VendorAuditItem, VendorItem } from '../lib/data/vendors/vendor.items.js';
import { adminCreatedVendor, storedVendorFields } from '../lib/data/vendors/admin-vendor-create.js';
import type { SaveVendorResult } from '../lib/data/vendors/vendor-edit.repository.js';

export interface VendorEditDeps {
  vendors: {
    get(vendorId: string): Promise<VendorItem | undefined>;
    catalogEntries(
      vendorTypeId: string,
      spaceTypeId: string | null,
      areaId: string | null,
    ): Promise<{ vendorType?: VendorTypeItem; spaceType?: SpaceTypeItem; area?: AreaItem }>;
    save(before: VendorItem, after: VendorItem, audits: VendorAuditItem[]): Promise<SaveVendorResult>;
  };
  /** The application flow's look-ups and write: vendor + e-mail guard + directory entry + audit, one transaction. */
  applications: {
    findByEmail(email: string): Promise<{ id: string } | undefined>;
    findByPhone(phone: string): Promise<{ id: string } | undefined>;
    create(vendor: VendorItem, audit: VendorAuditItem): Promise<'created' | 'email-taken'>;
  };
  /** The vendor user an approval makes, with its set-password e-mail (the review service's). */
  users: { provideVendorUser(vendor: VendorItem): Promise<{ userCreated: boolean; welcomeSent: boolean }> };
  /** The organisation's markets (the settings' one query), read only when a save names markets. */
  markets?: { list(): Promise<readonly Pick<MarketRules, 'id' | 'isActive'>[]> };
  now: () => Date;
  newId?: () => string;
  log?: (message: string, error: unknown) => void;
}

/** The fields of the form, in the order the audit log lists their changes. */
const EDITED_FIELDS = [
  'name',
  'contactName',
  'email',
  'phone',
  'vendorTypeId',
  'defaultSpaceTypeId',
  'defaultAreaId',
  'overrideBasePrice',
  'overrideSalesBasedRate',
  'status',
  'autoRequest',
  'autoPayment',
  'website',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'description',
] as const satisfies readonly (keyof AdminVendorFields)[];

const MONEY_FIELDS = new Set<string>(['overrideBasePrice']);

/** How a value reads in the audit log: money in dollars, everything else as it is. */
function auditValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatDollars(value, 'decimal');
  return String(value);
}

export function toAdminVendor(v: VendorItem): AdminVendor {
  return {
    id: v.id,
    name: v.name,
    contactName: v.contactName,
    email: v.email,
    phone: v.phone,
    vendorTypeId: v.vendorTypeId,
    defaultSpaceTypeId: v.defaultSpaceTypeId,
    defaultAreaId: v.defaultAreaId,
    overrideBasePrice: v.overrideBasePrice,
    overrideSalesBasedRate: v.overrideSalesBasedRate,
    description: v.description,
    status: v.status,
    autoRequest: v.autoRequest,
    autoPayment: v.autoPayment,
    website: v.website,
    addressLine1: v.addressLine1,
    addressLine2: v.addressLine2,
    city: v.city,
    state: v.state,
    zipCode: v.zipCode,
    marketIds: vendorMarketIds(v),
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
  };
}

export function makeVendorEditService(deps: VendorEditDeps) {
  const now = deps.now;
  const newId = deps.newId ?? (() => ulid());
  const log = deps.log ?? (() => undefined);

  /**
   * The vendor type, space type and area the form names must exist; a retired (inactive) one may stay where it
   * already is, but is not chosen anew.
   */
  async function checkCatalog(fields: AdminVendorFields, before?: VendorItem) {
    const { vendorType, spaceType, area } = await deps.vendors.catalogEntries(
      fields.vendorTypeId,
      fields.defaultSpaceTypeId,
      fields.defaultAreaId,
    );
    const kept = (field: 'vendorTypeId' | 'defaultSpaceTypeId' | 'defaultAreaId') =>
      before !== undefined && before[field] === fields[field];
    if (!vendorType || (!vendorType.isActive && !kept('vendorTypeId'))) {
      throw new ValidationError(VENDOR_EDIT_MSG.unknownVendorType, { field: 'vendorTypeId' });
    }
    if (fields.defaultSpaceTypeId && (!spaceType || (!spaceType.isActive && !kept('defaultSpaceTypeId')))) {
      throw new ValidationError(VENDOR_EDIT_MSG.unknownSpaceType, { field: 'defaultSpaceTypeId' });
    }
    if (fields.defaultAreaId && (!area || (!area.isActive && !kept('defaultAreaId')))) {
      throw new ValidationError(VENDOR_EDIT_MSG.unknownArea, { field: 'defaultAreaId' });
    }
  }

  /** Another vendor with this phone number (digits compared); the application refuses the same. */
  async function checkPhone(phone: string, vendorId?: string) {
    const holder = await deps.applications.findByPhone(phoneDigits(phone));
    if (holder && holder.id !== vendorId) {
      throw new ConflictError(VENDOR_EDIT_MSG.phoneTaken, { field: 'phone' });
    }
  }

  /**
   * Markets the vendor is to sell at must be markets the organisation runs: a market chosen anew must be active; one
   * the vendor already has may stay while it is inactive.
   */
  async function checkMarkets(marketIds: readonly string[], before?: VendorItem) {
    const had = new Set(before ? vendorMarketIds(before) : []);
    const added = marketIds.filter((id) => !had.has(id));
    if (!added.length) return;
    const unknown = unknownMarketIds(added, deps.markets ? await deps.markets.list() : []);
    if (unknown.length) throw new ValidationError(MARKET_MSG.marketsRequired, { field: 'marketIds' });
  }

  const normalized = (fields: AdminVendorFields) => storedVendorFields(fields);

  return {
    /**
     * PUT /api/vendors/{id}: the whole form in one transaction, refused when someone saved the vendor since the
     * form was opened, so two admins cannot silently overwrite each other. One audit entry per changed field.
     */
    async update(
      caller: SessionUser,
      vendorId: string,
      body: UpdateVendorRequest,
      origin: RequestOrigin,
    ): Promise<AdminVendor> {
      const before = await deps.vendors.get(vendorId);
      if (!before) throw new NotFoundError(VENDOR_MSG.vendorNotFound);
      if (before.updatedAt !== body.expectedUpdatedAt) throw new ConflictError(VENDOR_EDIT_MSG.changedMeanwhile);
      const { expectedUpdatedAt: _v, marketIds: askedMarkets, ...rest } = body;
      const fields = normalized(rest);

      const changed = EDITED_FIELDS.filter((f) => (before[f] ?? null) !== (fields[f] ?? null));
      const marketsBefore = vendorMarketIds(before);
      const marketsChanged =
        askedMarkets !== undefined && [...askedMarkets].sort().join(',') !== [...marketsBefore].sort().join(',');
      if (changed.length === 0 && !marketsChanged) return toAdminVendor(before);
      if (marketsChanged) await checkMarkets(askedMarkets, before);
      if (
        changed.includes('vendorTypeId') ||
        changed.includes('defaultSpaceTypeId') ||
        changed.includes('defaultAreaId')
      ) {
        await checkCatalog(fields, before);
      }
      if (phoneDigits(fields.phone) !== phoneDigits(before.phone)) await checkPhone(fields.phone, before.id);

      const at = now().toISOString();
      // Two saves within one millisecond would share an updatedAt; the version must move on every save.
      const updatedAt = at > before.updatedAt ? at : new Date(Date.parse(before.updatedAt) + 1).toISOString();
      const after: VendorItem = {
        ...before,
        ...fields,
        ...(marketsChanged ? { marketIds: askedMarkets } : {}),
        updatedAt,
        updatedBy: caller.id,
      };
      // The markets are audited as one field, their ids joined ("main, evening").
      const auditedChanges: { field: string; oldValue: string | null; newValue: string | null }[] = [
        ...changed.map((field) => ({
          field,
          oldValue: auditValue(field, before[field]),
          newValue: auditValue(field, after[field]),
        })),
        ...(marketsChanged
          ? [{ field: 'marketIds', oldValue: marketsBefore.join(', '), newValue: vendorMarketIds(after).join(', ') }]
          : []),
      ];
      const audits: VendorAuditItem[] = auditedChanges.map(({ field, oldValue, newValue }) => ({
        _type: 'vendor_audit',
        id: newId(),
        vendorId: before.id,
        changeType: 'update',
        fieldName: field,
        oldValue,
        newValue,
        userId: caller.id,
        userName: caller.username,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
        createdAt: updatedAt,
        updatedAt,
      }));

      const saved = await deps.vendors.save(before, after, audits);
      if (saved === 'changed-meanwhile') throw new ConflictError(VENDOR_EDIT_MSG.changedMeanwhile);
      if (saved === 'email-taken') throw new ConflictError(VENDOR_EDIT_MSG.emailTaken, { field: 'email' });

      // Approving here does what the Approve button does: the vendor gets its user and the welcome e-mail.
      // The save is done and stays done: a user that could not be made now is logged, not reported as a failed save.
      if (before.status !== 'APPROVED' && saved.status === 'APPROVED') {
        await deps.users
          .provideVendorUser(saved)
          .catch((err: unknown) => log('Could not make the user of a vendor approved by an edit', err));
      }
      return toAdminVendor(saved);
    },

    /**
     * POST /api/vendors: an admin adds a vendor directly, with the status it chooses, through the application's
     * one-transaction write (vendor, e-mail guard, directory entry, audit). With `createUser`, the vendor's contact
     * becomes its user and receives the set-password e-mail.
     */
    async create(caller: SessionUser, body: CreateVendorRequest, origin: RequestOrigin): Promise<CreateVendorResponse> {
      const { createUser, marketIds, ...rest } = body;
      const fields = normalized(rest);
      await checkCatalog(fields);
      if (marketIds) await checkMarkets(marketIds);
      const [byEmail] = await Promise.all([deps.applications.findByEmail(fields.email), checkPhone(fields.phone)]);
      if (byEmail) throw new ConflictError(VENDOR_EDIT_MSG.emailTaken, { field: 'email' });

      const { vendor, audit } = adminCreatedVendor({
        fields,
        ...(marketIds ? { marketIds } : {}),
        caller,
        origin,
        at: now().toISOString(),
        newId,
      });
      if ((await deps.applications.create(vendor, audit)) === 'email-taken') {
        throw new ConflictError(VENDOR_EDIT_MSG.emailTaken, { field: 'email' });
      }
      const account = createUser ? await deps.users.provideVendorUser(vendor) : undefined;
      return { vendor: toAdminVendor(vendor), userCreated: account?.userCreated ?? false };
    },
  };
}
export type VendorEditService = ReturnType<typeof makeVendorEditService>;
