/**
 * A vendor's money history (spec 3 §2 Space History and Payment History), the payments admins record and edit
 * (spec 3 §5, §7) and the admins' notes on a vendor (spec 2 §3 vendor_notes). Amounts never come from the client
 * except a payment's own amount: what a request has been paid and what it still owes are computed here, from the
 * payments that count, and written in the same transaction as the payment and its audit entries.
 */
import { ulid } from 'ulid';
import { isoDateInZone, zoneOf } from '../../shared/market-time.js';
import { MSG } from '../../shared/messages.js';
import { applyPaymentChange, nextVersion, summarizeRequests } from '../../shared/payment-arithmetic.js';
import { compareCodes } from '../../shared/collation.js';
import { REQUESTS_MSG } from '../../shared/request-messages.js';
import type {
  PaymentChangeResponse,
  PaymentRow,
  VendorPaymentsResponse,
  VendorRequestsResponse,
} from '../../shared/schemas/payments.js';
import type { paymentCreateSchema, paymentUpdateSchema } from '../../shared/schemas/payments.js';
import type { VendorNote, vendorNoteCreateSchema } from '../../shared/schemas/vendor-notes.js';
import type * as z from 'zod/mini';
import { ConflictError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import { assertVendorAccess } from '../lib/http/ownership.js';
import type { AuditActor } from '../lib/http/request-origin.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import { requestAuditEntries } from '../lib/data/market-dates/request-audit.items.js';
import { toSpaceRequestDetail } from '../lib/data/market-dates/request-detail.js';
import type { SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import type { PaymentItem, VendorNoteItem } from '../lib/data/vendors/vendor.items.js';
import type { PaymentChangeWrite, PaymentsRepository } from '../lib/data/vendors/payments.repository.js';

export type PaymentsStore = Pick<
  PaymentsRepository,
  | 'vendor'
  | 'vendorRequests'
  | 'publishedDates'
  | 'spaceLabels'
  | 'vendorPayments'
  | 'requestContext'
  | 'request'
  | 'paymentContext'
  | 'writePaymentChange'
  | 'vendorNotes'
  | 'addNote'
>;

interface SettingsReader {
  getSettings(): Promise<{ marketTimeZone: string }>;
}

export interface PaymentsDeps {
  store: PaymentsStore;
  settings: SettingsReader;
  /** The card processor's dashboard link maker, when one is configured. */
  dashboardUrl?: () => Promise<((paymentIntentId: string) => string) | undefined>;
  now: () => Date;
}

/** How often a payment is written again after another change of the same request got in first. */
const WRITE_ATTEMPTS = 6;

const viewerOf = (user: SessionUser) => (user.role === 'admin' ? 'admin' : 'vendor_user');

/** A card payment made online names its PaymentIntent; only those have a page at the card processor. */
const isProviderCardPayment = (p: PaymentItem) =>
  p.paymentMethod === 'credit' && !!p.stripePaymentId?.startsWith('pi_');

/**
 * A payment as the history lists it; the admins' notes are theirs alone (spec 3 §2), and so is the link to the card
 * processor's dashboard.
 */
export function toPaymentRow(
  p: PaymentItem,
  viewer: 'admin' | 'vendor_user',
  dashboardUrl?: (paymentIntentId: string) => string,
): PaymentRow {
  return {
    id: p.id,
    spaceRequestId: p.spaceRequestId,
    marketDateId: p.marketDateId,
    marketDate: p.marketDate,
    amount: p.amount,
    paymentMethod: p.paymentMethod,
    status: p.status,
    stripePaymentId: p.stripePaymentId,
    notes: viewer === 'admin' ? p.notes : null,
    paidDate: p.paidDate,
    createdAt: p.createdAt,
    createdBy: p.createdBy,
    providerDashboardUrl:
      viewer === 'admin' && dashboardUrl && isProviderCardPayment(p) ? dashboardUrl(p.stripePaymentId!) : null,
  };
}

function toVendorNote(n: VendorNoteItem): VendorNote {
  return {
    id: n.id,
    vendorId: n.vendorId,
    note: n.note,
    reminderDate: n.reminderDate,
    isReminder: n.reminderDate !== null,
    createdBy: n.createdBy,
    createdByName: n.createdByName,
    createdAt: n.createdAt,
    isArchived: n.isArchived,
  };
}

/** Newest first: when it was paid (or recorded, for one not paid yet), then by id. */
const byNewestPayment = (a: PaymentItem, b: PaymentItem) =>
  compareCodes(b.paidDate ?? b.createdAt, a.paidDate ?? a.createdAt) || compareCodes(b.id, a.id);

export function makePaymentsService(deps: PaymentsDeps) {
  const now = deps.now;

  async function today(): Promise<string> {
    return isoDateInZone(now(), zoneOf(await deps.settings.getSettings()));
  }

  /** Writes one payment change, reading the request (or the payment) again after a concurrent change. */
  async function writeWithRetry(
    attempt: () => Promise<{ write: PaymentChangeWrite; after: SpaceRequestItem | undefined }>,
    reread: (outcome: 'payment-changed' | 'request-changed') => Promise<void>,
  ): Promise<{ write: PaymentChangeWrite; after: SpaceRequestItem | undefined }> {
    for (let i = 0; i < WRITE_ATTEMPTS; i++) {
      const planned = await attempt();
      const outcome = await deps.store.writePaymentChange(planned.write);
      if (outcome === 'written') return planned;
      await reread(outcome);
    }
    throw new ConflictError(REQUESTS_MSG.requestChanged);
  }

  return {
    /** Today's date in the market's time zone. */
    today,

    /** GET /api/vendors/{id}/requests */
    async vendorRequests(user: SessionUser, vendorId: string): Promise<VendorRequestsResponse> {
      assertVendorAccess(user, vendorId);
      const [vendor, requests, day] = await Promise.all([
        deps.store.vendor(vendorId),
        deps.store.vendorRequests(vendorId),
        today(),
      ]);
      if (!vendor) throw new NotFoundError(MSG.vendorNotFound);
      const viewer = viewerOf(user);
      const dates = requests.map((r) => r.date).sort(compareCodes);
      const [published, labels] = await Promise.all([
        dates.length ? deps.store.publishedDates(dates[0]!, dates[dates.length - 1]!) : new Set<string>(),
        deps.store.spaceLabels(
          requests.flatMap((r) => (r.spaceId ? [{ marketDateId: r.marketDateId, spaceId: r.spaceId }] : [])),
        ),
      ]);
      const newestFirst = [...requests].sort((a, b) => compareCodes(b.date, a.date));
      return {
        vendor: { id: vendor.id, name: vendor.name, status: vendor.status },
        today: day,
        summary: summarizeRequests(requests),
        requests: newestFirst.map((r) =>
          toSpaceRequestDetail(r, {
            vendorName: vendor.name,
            marketDatePublished: published.has(r.marketDateId),
            spaceLabel: r.spaceId ? (labels.get(r.spaceId) ?? null) : null,
            today: day,
            viewer,
          }),
        ),
      };
    },

    /** GET /api/vendors/{id}/payments */
    async vendorPayments(user: SessionUser, vendorId: string): Promise<VendorPaymentsResponse> {
      assertVendorAccess(user, vendorId);
      const viewer = viewerOf(user);
      const [{ vendor, payments }, dashboardUrl] = await Promise.all([
        deps.store.vendorPayments(vendorId),
        viewer === 'admin' && deps.dashboardUrl ? deps.dashboardUrl().catch(() => undefined) : undefined,
      ]);
      if (!vendor) throw new NotFoundError(MSG.vendorNotFound);
      return {
        vendor: { id: vendor.id, name: vendor.name },
        payments: [...payments].sort(byNewestPayment).map((p) => toPaymentRow(p, viewer, dashboardUrl)),
        total: payments.reduce((sum, p) => sum + (p.status === 'completed' ? p.amount : 0), 0),
      };
    },

    /** POST /api/vendors/{id}/payments (admin) */
    async recordPayment(
      user: SessionUser,
      actor: AuditActor,
      vendorId: string,
      input: z.output<typeof paymentCreateSchema>,
    ): Promise<PaymentChangeResponse> {
      const [found, day] = await Promise.all([deps.store.requestContext(input.spaceRequestId), today()]);
      if (!found || found.request.vendorId !== vendorId || !found.vendor) {
        throw new ValidationError(REQUESTS_MSG.paymentOtherVendor, { field: 'spaceRequestId' });
      }
      const at = now();
      const stamp = at.toISOString();
      const payment: PaymentItem = {
        _type: 'payment',
        id: ulid(at.getTime()),
        vendorId,
        spaceRequestId: found.request.id,
        marketDateId: found.request.marketDateId,
        marketDate: found.request.date,
        amount: input.amount,
        status: input.status,
        stripePaymentId: input.stripePaymentId,
        paymentMethod: input.paymentMethod,
        paidDate: input.status === 'completed' ? stamp : null,
        createdBy: user.id,
        notes: input.notes,
        lateFee: 0,
        isLatePayment: false,
        createdAt: stamp,
        updatedAt: stamp,
      };
      let request: SpaceRequestItem = found.request;
      const { after } = await writeWithRetry(
        async () => plan(payment, null, request, actor, at),
        async () => {
          const current = await deps.store.request(request.marketDateId, request.vendorId);
          if (!current || current.id !== request.id) throw new ConflictError(REQUESTS_MSG.requestChanged);
          request = current;
        },
      );
      return {
        payment: toPaymentRow(payment, 'admin'),
        spaceRequest: toSpaceRequestDetail(after ?? request, {
          vendorName: found.vendor.name,
          marketDatePublished: found.marketDatePublished,
          spaceLabel: found.spaceLabel,
          today: day,
          viewer: 'admin',
        }),
      };
    },

    /** PATCH /api/vendors/payments/{id} (admin) */
    async updatePayment(
      actor: AuditActor,
      paymentId: string,
      input: z.output<typeof paymentUpdateSchema>,
    ): Promise<PaymentChangeResponse> {
      const [first, day] = await Promise.all([deps.store.paymentContext(paymentId), today()]);
      if (!first) throw new NotFoundError(REQUESTS_MSG.paymentNotFound);
      let ctx = first;
      const at = now();
      let next: PaymentItem = ctx.payment;
      const { after } = await writeWithRetry(
        async () => {
          const before = ctx.payment;
          next = {
            ...before,
            amount: input.amount,
            paymentMethod: input.paymentMethod,
            status: input.status,
            stripePaymentId: input.stripePaymentId,
            notes: input.notes,
            paidDate: input.status === 'completed' ? (before.paidDate ?? at.toISOString()) : before.paidDate,
            updatedAt: nextVersion(before.updatedAt, at),
          };
          return plan(next, before, ctx.request, actor, at);
        },
        async () => {
          const again = await deps.store.paymentContext(paymentId);
          if (!again) throw new NotFoundError(REQUESTS_MSG.paymentNotFound);
          ctx = again;
        },
      );
      const request = after ?? ctx.request;
      if (!request) throw new NotFoundError(REQUESTS_MSG.requestNotFound);
      return {
        payment: toPaymentRow(next, 'admin'),
        spaceRequest: toSpaceRequestDetail(request, {
          vendorName: ctx.vendor?.name ?? '',
          marketDatePublished: ctx.marketDatePublished,
          spaceLabel: ctx.spaceLabel,
          today: day,
          viewer: 'admin',
        }),
      };
    },

    /** GET /api/vendors/{id}/notes (admin) */
    async vendorNotes(vendorId: string): Promise<{ notes: VendorNote[] }> {
      const [vendor, notes] = await Promise.all([deps.store.vendor(vendorId), deps.store.vendorNotes(vendorId)]);
      if (!vendor) throw new NotFoundError(MSG.vendorNotFound);
      return { notes: notes.map(toVendorNote) };
    },

    /** POST /api/vendors/{id}/notes (admin) */
    async addNote(
      user: SessionUser,
      vendorId: string,
      input: z.output<typeof vendorNoteCreateSchema>,
    ): Promise<{ note: VendorNote }> {
      const day = await today();
      const at = now();
      const stamp = at.toISOString();
      const note: VendorNoteItem = {
        _type: 'vendor_note',
        id: ulid(at.getTime()),
        vendorId,
        note: input.note,
        reminderDate: input.reminderDate,
        createdBy: user.id,
        createdByName: user.username,
        isArchived: false,
        createdAt: stamp,
        updatedAt: stamp,
      };
      if (!(await deps.store.addNote(note, day))) throw new NotFoundError(MSG.vendorNotFound);
      return { note: toVendorNote(note) };
    },
  };

  /**
   * The write of one payment change on the request as read: the request's amounts move by what the payment counts
   * now minus what it counted before, with one audit entry per changed amount.
   */
  function plan(
    payment: PaymentItem,
    before: PaymentItem | null,
    request: SpaceRequestItem | undefined,
    actor: AuditActor,
    at: Date,
  ): { write: PaymentChangeWrite; after: SpaceRequestItem | undefined } {
    const paymentVersion = before ? before.updatedAt : null;
    if (!request) {
      // The request is gone (an unskip deletes a skip): a change that moves no money may still be recorded.
      const delta = applyPaymentChange({ amountDue: 0, amountPaid: 0 }, before, payment).delta;
      if (delta !== 0) throw new ConflictError(REQUESTS_MSG.requestNotFound);
      return { write: { payment, paymentVersion, request: null, audit: [] }, after: undefined };
    }
    const change = applyPaymentChange(request, before, payment);
    if (change.delta === 0) return { write: { payment, paymentVersion, request: null, audit: [] }, after: request };
    if (change.amountPaid < 0) throw new ValidationError(REQUESTS_MSG.paymentPaidNegative, { field: 'amount' });
    const updatedAt = nextVersion(request.updatedAt, at);
    const after: SpaceRequestItem = {
      ...request,
      amountPaid: change.amountPaid,
      amountBalance: change.amountBalance,
      updatedAt,
    };
    return {
      write: {
        payment,
        paymentVersion,
        request: {
          item: request,
          version: request.updatedAt,
          set: { amountPaid: after.amountPaid, amountBalance: after.amountBalance, updatedAt },
        },
        audit: requestAuditEntries(request, after, actor, updatedAt),
      },
      after,
    };
  }
}
export type PaymentsService = ReturnType<typeof makePaymentsService>;
