import { addDays } from '../../shared/market-time.js';
import { countedAmount } from '../../shared/payment-arithmetic.js';
import type { SpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import { requestAuditEntries } from '../../functions/lib/data/market-dates/request-audit.items.js';
import type { PaymentItem, VendorItem, VendorNoteItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { paymentKeys, vendorNoteKeys } from '../../functions/lib/data/keys.js';
import type { AuditActor } from '../../functions/lib/http/request-origin.js';
import type { BuildContext } from './build-context.js';
import { DEMO_ADMIN } from './accounts.js';

/** One step of a request's life as the demo tells it: when, who, and the request's audited fields after it. */
interface Step {
  at: string;
  actor: AuditActor;
  apply: (r: SpaceRequestItem) => SpaceRequestItem;
}

const withBalance = (r: SpaceRequestItem): SpaceRequestItem => ({ ...r, amountBalance: r.amountDue - r.amountPaid });

/**
 * A card payment that was taken twice and refunded once: listed in the history, never counted. It goes on a past,
 * fully paid request, so the amounts already written stay right.
 */
function putRefundedCardPayment(ctx: BuildContext, requests: SpaceRequestItem[], payments: PaymentItem[]): void {
  const paid = payments.find((p) => {
    const r = requests.find((x) => x.id === p.spaceRequestId);
    return r && r.status === 'approved' && r.date < ctx.todayIso && r.amountBalance === 0 && p.amount === r.amountDue;
  });
  if (!paid) return;
  const at = paid.paidDate ?? paid.createdAt;
  // The items built so far carry their keys; the new payment takes its own.
  const { pk: _pk, sk: _sk, gsi1pk: _gpk, gsi1sk: _gsk, ...fields } = paid as PaymentItem & Record<string, unknown>;
  const refunded: PaymentItem = {
    ...(fields as PaymentItem),
    id: ctx.newId(at),
    paymentMethod: 'credit',
    status: 'refunded',
    stripePaymentId: 'ch_demo_duplicate_0001',
    notes: 'Card reader charged twice; the second charge was refunded',
  };
  ctx.put(paymentKeys(refunded), refunded);
}

/**
 * The audit log of every demo request (spec 2 §3 space_request_audit_log), as if the seed's changes had been made
 * through the API: the request created by the vendor, approved (or cancelled) and confirmed, its sales entered after
 * the market, and each payment that counts moving amount paid and balance. Replaying the entries ends at the request
 * as stored.
 */
function putRequestAuditLogs(
  ctx: BuildContext,
  vendors: Map<string, VendorItem>,
  requests: SpaceRequestItem[],
  payments: PaymentItem[],
): void {
  const admin: AuditActor = { userId: ctx.admin, userName: DEMO_ADMIN.username, ipAddress: null, userAgent: null };
  for (const final of requests) {
    const vendor = vendors.get(final.vendorId);
    const stand: AuditActor = { userId: null, userName: vendor?.contactName ?? null, ipAddress: null, userAgent: null };
    const created: SpaceRequestItem = {
      ...final,
      status: final.status === 'skipped' ? 'skipped' : 'requested',
      amountBase: 0,
      salesBasedRate: 0,
      grossSales: null,
      salesBasedFee: 0,
      lateCancellationFee: 0,
      amountDue: 0,
      amountPaid: 0,
      amountBalance: 0,
      pricingNotes: null,
    };
    const steps: Step[] = [];
    if (final.approvedAt) {
      steps.push({
        at: final.approvedAt,
        actor: admin,
        apply: (r) =>
          withBalance({
            ...r,
            status: 'approved',
            amountBase: final.amountBase,
            salesBasedRate: final.salesBasedRate,
            amountDue: final.amountBase,
            pricingNotes: final.pricingNotes,
          }),
      });
    }
    if (final.confirmedAt)
      steps.push({ at: final.confirmedAt, actor: stand, apply: (r) => ({ ...r, status: 'confirmed' }) });
    if (final.grossSales !== null) {
      steps.push({
        at: ctx.stamp(final.date, 20),
        actor: stand,
        apply: (r) =>
          withBalance({
            ...r,
            grossSales: final.grossSales,
            salesBasedFee: final.salesBasedFee,
            amountDue: final.amountDue,
          }),
      });
    }
    if (final.cancelledAt) {
      steps.push({
        at: final.cancelledAt,
        actor: stand,
        apply: (r) =>
          withBalance({
            ...r,
            status: 'canceled',
            lateCancellationFee: final.lateCancellationFee,
            amountDue: final.amountDue,
          }),
      });
    }
    for (const p of payments.filter((x) => x.spaceRequestId === final.id && countedAmount(x) > 0)) {
      steps.push({
        at: p.paidDate ?? p.createdAt,
        actor: admin,
        apply: (r) => withBalance({ ...r, amountPaid: r.amountPaid + countedAmount(p) }),
      });
    }
    steps.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

    for (const e of requestAuditEntries(null, created, stand, final.createdAt)) ctx.items.push(e);
    let state = created;
    let last = final.createdAt;
    for (const step of steps) {
      // Times clamped to "now" can coincide: each step is kept a millisecond after the one before, so the log reads
      // in order.
      const at = step.at > last ? step.at : new Date(Date.parse(last) + 1).toISOString();
      const next = step.apply(state);
      for (const e of requestAuditEntries(state, next, step.actor, at)) ctx.items.push(e);
      state = next;
      last = at;
    }
  }
}

/** A few admins' notes on vendors: reminders about money owed and a plain note or two (spec 2 §3 vendor_notes). */
function putVendorNotes(ctx: BuildContext, vendors: Map<string, VendorItem>, nextSunday: string): void {
  const notes: { vendor: string; daysAgo: number; note: string; reminderDate?: string; isArchived?: boolean }[] = [
    {
      vendor: 'sunny',
      daysAgo: 2,
      note: 'Sales-based fee from last market still open. Remind Sam at check-in.',
      reminderDate: addDays(nextSunday, -1),
    },
    {
      vendor: 'driftwood',
      daysAgo: 12,
      note: 'Late cancellation fee unpaid; offered to add it to the next booking.',
      reminderDate: nextSunday,
    },
    { vendor: 'greenValley', daysAgo: 20, note: 'Would like a corner space once one frees up.' },
    // One due on the day the demo is loaded and one overdue, so each Reminders tab has something to show.
    {
      vendor: 'taqueria',
      daysAgo: 6,
      note: 'Call about renewing the health permit before it lapses.',
      reminderDate: ctx.todayIso,
    },
    {
      vendor: 'greenValley',
      daysAgo: 9,
      note: 'Ask whether they still want the corner space.',
      reminderDate: addDays(ctx.todayIso, -3),
    },
    { vendor: 'taqueria', daysAgo: 35, note: 'Fire extinguisher inspection tag checked and current.' },
    {
      vendor: 'hilltop',
      daysAgo: 40,
      note: 'Paid the late cancellation fee by check.',
      isArchived: true,
    },
  ];
  for (const n of notes) {
    const vendor = vendors.get(n.vendor);
    if (!vendor) continue;
    const writtenOn = addDays(ctx.todayIso, -n.daysAgo);
    const createdAt = ctx.stamp(writtenOn, 18);
    const item: VendorNoteItem = {
      _type: 'vendor_note',
      id: ctx.newId(createdAt),
      vendorId: vendor.id,
      note: n.note,
      reminderDate: n.reminderDate ?? null,
      createdBy: ctx.admin,
      createdByName: DEMO_ADMIN.username,
      isArchived: n.isArchived ?? false,
      createdAt,
      updatedAt: createdAt,
    };
    ctx.put(vendorNoteKeys(item, writtenOn), item);
  }
}

/** The money history of the demo market, once its requests and payments are built. */
export function putMoneyHistory(ctx: BuildContext, vendorsByKey: Map<string, VendorItem>, nextSunday: string): void {
  const requests = ctx.items.filter((i) => i._type === 'space_request') as unknown as SpaceRequestItem[];
  const payments = () => ctx.items.filter((i) => i._type === 'payment') as unknown as PaymentItem[];
  const vendorsById = new Map([...vendorsByKey.values()].map((v) => [v.id, v]));
  putRefundedCardPayment(ctx, requests, payments());
  putRequestAuditLogs(ctx, vendorsById, requests, payments());
  putVendorNotes(ctx, vendorsByKey, nextSunday);
}
