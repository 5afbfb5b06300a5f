/**
 * The space request audit log (spec 2 §3 space_request_audit_log, §2.7 "Space Request History"): one entry per
 * changed field of a request's status or money, written in the same transaction as the change itself. Entries live
 * under the request's id (keys.spaceRequestAudit), so a request's history is one Query, newest first.
 */
import * as z from '../../../../shared/zod.js';
import { ulid } from 'ulid';
import { auditChangeFields, base, id } from '../item-fields.js';
import { keys } from '../keys.js';
import { defineEntity } from '../toolkit/index.js';
import type { AuditActor } from '../../http/request-origin.js';
import type { SpaceRequestItem } from './market-date.items.js';

export const requestAuditItemSchema = z.object({
  _type: z.literal('space_request_audit'),
  ...base,
  spaceRequestId: id,
  vendorId: id,
  marketDateId: id,
  ...auditChangeFields,
});
export type RequestAuditItem = z.infer<typeof requestAuditItemSchema>;
export const requestAuditEntity = defineEntity({
  type: 'space_request_audit',
  schema: requestAuditItemSchema,
  key: keys.spaceRequestAudit,
});

/** The fields whose change is audited: the request's status and every amount (spec 3 §3). */
const AUDITED_REQUEST_FIELDS = [
  'status',
  'amountBase',
  'salesBasedRate',
  'grossSales',
  'salesBasedFee',
  'lateCancellationFee',
  'amountLatePaymentFee',
  'noShowFee',
  'amountDue',
  'amountPaid',
  'amountBalance',
  'notes',
  'pricingNotes',
] as const satisfies readonly (keyof SpaceRequestItem)[];

type Audited = Pick<SpaceRequestItem, 'id' | 'vendorId' | 'marketDateId'> &
  Partial<Pick<SpaceRequestItem, (typeof AUDITED_REQUEST_FIELDS)[number]>>;

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/**
 * One audit entry of a request, as an item ready to put: a changed field, or a note the log keeps beside the change
 * (an override's or a waiver's reason).
 */
export function requestAuditEntry(
  subject: Pick<SpaceRequestItem, 'id' | 'vendorId' | 'marketDateId'>,
  change: {
    changeType?: RequestAuditItem['changeType'];
    fieldName: string | null;
    oldValue: unknown;
    newValue: unknown;
  },
  actor: AuditActor,
  at: string,
): RequestAuditItem & { pk: string; sk: string } {
  const entryId = ulid();
  const item: RequestAuditItem = {
    _type: 'space_request_audit',
    id: entryId,
    createdAt: at,
    updatedAt: at,
    spaceRequestId: subject.id,
    vendorId: subject.vendorId,
    marketDateId: subject.marketDateId,
    changeType: change.changeType ?? 'update',
    fieldName: change.fieldName,
    oldValue: text(change.oldValue),
    newValue: text(change.newValue),
    userId: actor.userId,
    userName: actor.userName,
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
  };
  return { ...keys.spaceRequestAudit(subject.id, at, entryId), ...item };
}

/**
 * The audit entries of one change, as items ready to put: a created request gets one `create` entry per audited
 * field it sets, a deleted one a single `delete` entry, an update one entry per audited field whose value changed.
 * Nothing changed, nothing written.
 */
export function requestAuditEntries(
  before: Audited | null,
  after: Audited | null,
  actor: AuditActor,
  at: string,
): (RequestAuditItem & { pk: string; sk: string })[] {
  const subject = after ?? before;
  if (!subject) return [];
  const entry = (
    changeType: RequestAuditItem['changeType'],
    fieldName: string | null,
    oldValue: unknown,
    newValue: unknown,
  ) => requestAuditEntry(subject, { changeType, fieldName, oldValue, newValue }, actor, at);
  if (!after) return [entry('delete', 'status', before?.status, null)];
  if (!before) {
    // A new request's zero amounts and empty notes are its defaults, not changes.
    return AUDITED_REQUEST_FIELDS.filter((f) => after[f] !== undefined && after[f] !== null && after[f] !== 0).map(
      (f) => entry('create', f, null, after[f]),
    );
  }
  return AUDITED_REQUEST_FIELDS.filter((f) => f in after && after[f] !== before[f]).map((f) =>
    entry('update', f, before[f], after[f]),
  );
}
