import { vendorMarketIds } from '../../shared/vendor-markets.js';
import type { RequestOrigin } from '../lib/http/request-origin.js';
import { ulid } from 'ulid';
import { DEFAULT_VENDOR_PERMISSIONS } from '../../shared/permissions.js';
import {
  VENDOR_SEARCH_MAX_RESULTS,
  VENDOR_STATUS_LABELS,
  type SetVendorStatusResponse,
  type VendorAuditEntry,
  type VendorListItem,
  type VendorListQuery,
  type VendorListResponse,
  type VendorSearchResult,
  type VendorStatusValue,
} from '../../shared/schemas/vendors.js';
import { VENDOR_MSG } from '../../shared/vendor-messages.js';
import { foldForSearch } from '../../shared/vendor-search.js';
import { ConflictError, NotFoundError } from '../lib/http/errors.js';
import type { VendorAuditItem, VendorItem } from '../lib/data/vendors/vendor.items.js';
import type { NewNotification } from '../lib/data/users/notifications.repository.js';
import type { MessageQueue, NewUser, ResetTokenStore } from '../lib/ports.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { DirectoryEntry, VendorDirectory } from '../lib/data/vendors/vendor-directory.js';
import type { CreateAccountResult } from '../lib/auth/account-creation.js';
import { issuePasswordLink } from '../lib/auth/password-links.js';
import { messageIn } from '../lib/messaging/recipient-locale.js';

/** The welcome e-mail's set-password link works once, for a week: a new vendor may not read mail every day. */
export const WELCOME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Search words read per search: enough to rank the ten shown, bounded whatever the number of vendors. */
const SEARCH_WORDS_READ = 50;

export interface VendorReviewDeps {
  vendors: {
    get(vendorId: string): Promise<VendorItem | undefined>;
    changeStatus(vendor: VendorItem, to: VendorStatusValue, audit: VendorAuditItem): Promise<VendorItem | 'conflict'>;
    auditLog(
      vendorId: string,
      page: { cursor?: string; limit: number },
    ): Promise<{ items: VendorAuditItem[]; nextCursor: string | null }>;
  };
  directory: Pick<VendorDirectory, 'page' | 'search'>;
  users: {
    findByEmail(email: string): Promise<{ id: string; vendorId: string | null; lastLogin?: string } | undefined>;
    create(input: NewUser): Promise<CreateAccountResult>;
  };
  resetTokens: Pick<ResetTokenStore, 'create'>;
  queue: MessageQueue;
  notifications: { notifyAdmins(n: NewNotification): Promise<void> };
  appUrl: string;
  now: () => Date;
  newId?: () => string;
  log?: (message: string, error: unknown) => void;
}

const toListItem = (e: DirectoryEntry): VendorListItem => ({
  id: e.id,
  name: e.name,
  contactName: e.contactName,
  email: e.email,
  phone: e.phone,
  vendorTypeId: e.vendorTypeId,
  status: e.status,
  createdAt: e.createdAt,
});

const toAuditEntry = (a: VendorAuditItem): VendorAuditEntry => ({
  id: a.id,
  vendorId: a.vendorId,
  changeType: a.changeType,
  fieldName: a.fieldName,
  oldValue: a.oldValue,
  newValue: a.newValue,
  userId: a.userId,
  userName: a.userName,
  createdAt: a.createdAt,
});

export function makeVendorReviewService(deps: VendorReviewDeps) {
  const now = deps.now;
  const newId = deps.newId ?? (() => ulid());
  const log = deps.log ?? (() => undefined);

  /**
   * The vendor user an approval needs: an existing user with the vendor's e-mail is kept as it is; otherwise one
   * is created (role vendor_user, linked to the vendor, default permissions, no password yet). A phone number
   * another user already holds is left off rather than blocking the approval.
   */
  async function ensureVendorUser(vendor: VendorItem) {
    const existing = await deps.users.findByEmail(vendor.email);
    if (existing) return { user: existing, created: false };
    const input: NewUser = {
      username: vendor.contactName,
      email: vendor.email,
      phone: vendor.phone,
      role: 'vendor_user',
      vendorId: vendor.id,
      permissions: [...DEFAULT_VENDOR_PERMISSIONS],
    };
    let result = await deps.users.create(input);
    if (result === 'phone-taken') result = await deps.users.create({ ...input, phone: undefined });
    if (result === 'email-taken' || result === 'phone-taken') {
      // Another approval created it a moment ago.
      const user = await deps.users.findByEmail(vendor.email);
      if (!user) throw new ConflictError(VENDOR_MSG.statusConflict);
      return { user, created: false };
    }
    return { user: { id: result.id, vendorId: vendor.id as string | null, lastLogin: undefined }, created: true };
  }

  /** A user that already signed in, or that belongs to another vendor, has a password and needs no link. */
  async function sendWelcomeIfNeeded(
    vendor: VendorItem,
    user: { id: string; vendorId: string | null; lastLogin?: string },
    created: boolean,
  ): Promise<boolean> {
    if (!created && (user.vendorId !== vendor.id || user.lastLogin)) return false;
    const link = await issuePasswordLink(deps, {
      userId: user.id,
      ttlMs: WELCOME_LINK_TTL_MS,
      now: now(),
      purpose: 'set',
    });
    // In the vendor's language when one of its users already chose one.
    await deps.queue.enqueue([
      messageIn(vendor.locale, () => ({
        id: newId(),
        channel: 'email',
        to: vendor.email,
        recipientId: user.id,
        templateId: 'vendor_welcome',
        variables: { contactName: vendor.contactName, vendorName: vendor.name, link },
      })),
    ]);
    return true;
  }

  return {
    /** The admin vendor list: filters, sorted by name, one page at a time. */
    async list(query: VendorListQuery): Promise<VendorListResponse> {
      const page = await deps.directory.page(
        { status: query.status, vendorTypeId: query.vendorTypeId, search: query.search },
        query.cursor,
        query.limit,
      );
      return { items: page.items.map(toListItem), nextCursor: page.nextCursor };
    },

    /**
     * Spec 1 §2.3: a word of the name or contact name starts with the term, any case (the whole term must appear
     * in one of them); names that start with it come first.
     */
    async search(term: string): Promise<VendorSearchResult[]> {
      const folded = foldForSearch(term);
      const entries = await deps.directory.search(term, SEARCH_WORDS_READ);
      const startsWith = (e: DirectoryEntry) =>
        foldForSearch(e.name).startsWith(folded) || foldForSearch(e.contactName).startsWith(folded) ? 0 : 1;
      return entries
        .map((e, i) => ({ e, i, rank: startsWith(e) }))
        .sort((a, b) => a.rank - b.rank || a.i - b.i)
        .slice(0, VENDOR_SEARCH_MAX_RESULTS)
        .map(({ e }) => ({ id: e.id, name: e.name, email: e.email, contactName: e.contactName }));
    },

    /**
     * Approve, hold, reject, archive or reopen. Every change is audited in the status's own transaction, which
     * only succeeds if the status is still the one read, so two admins cannot both approve. Approving a vendor
     * that has no user yet creates its vendor user and e-mails a link to set a password.
     */
    async setStatus(
      caller: SessionUser,
      vendorId: string,
      status: VendorStatusValue,
      origin: RequestOrigin,
    ): Promise<SetVendorStatusResponse> {
      const vendor = await deps.vendors.get(vendorId);
      if (!vendor) throw new NotFoundError(VENDOR_MSG.vendorNotFound);
      if (vendor.status === status) throw new ConflictError(VENDOR_MSG.statusUnchanged(VENDOR_STATUS_LABELS[status]));

      const account = status === 'APPROVED' ? await ensureVendorUser(vendor) : undefined;

      const at = now().toISOString();
      const audit: VendorAuditItem = {
        _type: 'vendor_audit',
        id: newId(),
        vendorId: vendor.id,
        changeType: 'update',
        fieldName: 'status',
        oldValue: vendor.status,
        newValue: status,
        userId: caller.id,
        userName: caller.username,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
        createdAt: at,
        updatedAt: at,
      };
      const updated = await deps.vendors.changeStatus(vendor, status, audit);
      if (updated === 'conflict') throw new ConflictError(VENDOR_MSG.statusConflict);

      let welcomeSent = false;
      if (account) {
        welcomeSent = await sendWelcomeIfNeeded(vendor, account.user, account.created);
        // The approval is done; a notification that fails to go out must not report it as failed.
        await deps.notifications
          .notifyAdmins({
            title: VENDOR_MSG.approvedTitle,
            message: VENDOR_MSG.approvedText(vendor.name, caller.username),
            type: 'success',
            metadata: { vendorId: vendor.id },
          })
          .catch((err: unknown) => log('Could not notify the admins of an approval', err));
      }

      const { _type: _t, ...rest } = updated;
      return {
        vendor: { ...rest, marketIds: vendorMarketIds(updated) },
        userCreated: account?.created ?? false,
        welcomeSent,
      };
    },

    /**
     * The vendor's user, made when an admin creates or approves a vendor outside the status action: an existing
     * user with the vendor's e-mail is kept; a new one (or one that never signed in) gets the set-password e-mail.
     */
    async provideVendorUser(vendor: VendorItem): Promise<{ userCreated: boolean; welcomeSent: boolean }> {
      const { user, created } = await ensureVendorUser(vendor);
      const welcomeSent = await sendWelcomeIfNeeded(vendor, user, created);
      return { userCreated: created, welcomeSent };
    },

    /** A page of the vendor's history, newest first. */
    async auditLog(
      vendorId: string,
      page: { cursor?: string; limit: number },
    ): Promise<{ items: VendorAuditEntry[]; nextCursor: string | null }> {
      const vendor = await deps.vendors.get(vendorId);
      if (!vendor) throw new NotFoundError(VENDOR_MSG.vendorNotFound);
      const { items, nextCursor } = await deps.vendors.auditLog(vendorId, page);
      return { items: items.map(toAuditEntry), nextCursor };
    },
  };
}
export type VendorReviewService = ReturnType<typeof makeVendorReviewService>;
