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
import type { DirectoryEntry, DirectoryFilter } from '../lib/data/vendors/vendor-directory.js';
import type { CreateAccountResult } from '../lib/auth/account-creation.js';
import { issuePasswordLink } from '../lib/auth/password-links.js';
import { compareCodes, compareNames } from '../../shared/collation.js';

/** The welcome e-mail's set-password link works once, for a week: a new vendor may not read mail every day. */
export const WELCOME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface VendorReviewDeps {
  vendors: {
    get(vendorId: string): Promise<VendorItem | undefined>;
    changeStatus(vendor: VendorItem, to: VendorStatusValue, audit: VendorAuditItem): Promise<VendorItem | 'conflict'>;
    auditLog(vendorId: string, limit: number): Promise<VendorAuditItem[]>;
  };
  directory: { list(filter: DirectoryFilter): Promise<DirectoryEntry[]> };
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

interface Cursor {
  name: string;
  id: string;
}
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (!raw) return undefined;
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString()) as Partial<Cursor>;
    return typeof c.name === 'string' && typeof c.id === 'string' ? { name: c.name, id: c.id } : undefined;
  } catch {
    return undefined;
  }
}

const compareByName = (a: Cursor, b: Cursor) => compareNames(a.name, b.name) || compareCodes(a.id, b.id);

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
    await deps.queue.enqueue([
      {
        id: newId(),
        channel: 'email',
        to: vendor.email,
        recipientId: user.id,
        templateId: 'vendor_welcome',
        variables: { contactName: vendor.contactName, vendorName: vendor.name, link },
      },
    ]);
    return true;
  }

  return {
    /** The admin vendor list: filters, sorted by name, one page at a time. */
    async list(query: VendorListQuery): Promise<VendorListResponse> {
      const entries = await deps.directory.list({
        status: query.status,
        vendorTypeId: query.vendorTypeId,
        search: query.search,
      });
      const after = decodeCursor(query.cursor);
      const start = after ? entries.findIndex((e) => compareByName(e, after) > 0) : 0;
      const rest = start < 0 ? [] : entries.slice(start);
      const page = rest.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        items: page.map(toListItem),
        cursor: rest.length > page.length && last ? encodeCursor({ name: last.name, id: last.id }) : null,
      };
    },

    /** Spec 1 §2.3: name or contact name contains the term, any case; names that start with it come first. */
    async search(term: string): Promise<VendorSearchResult[]> {
      const folded = foldForSearch(term);
      const entries = await deps.directory.list({ search: term });
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
      return { vendor: rest, userCreated: account?.created ?? false, welcomeSent };
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

    async auditLog(vendorId: string, limit: number): Promise<VendorAuditEntry[]> {
      const vendor = await deps.vendors.get(vendorId);
      if (!vendor) throw new NotFoundError(VENDOR_MSG.vendorNotFound);
      return (await deps.vendors.auditLog(vendorId, limit)).map(toAuditEntry);
    },
  };
}
export type VendorReviewService = ReturnType<typeof makeVendorReviewService>;
