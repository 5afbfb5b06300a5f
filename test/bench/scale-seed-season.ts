/**
 * A season's paper trail for `npm run bench:scale`: a message to every stand each week for 26 weeks (mostly sent, a
 * few failed or pending), three documents per vendor (current, expiring or long gone, some awaiting review), each new
 * vendor's application in its audit log, and a season of changes on one demo vendor and one of its requests, whose
 * audit logs the bench reads.
 */
import { ulid } from 'ulid';
import { documentKeys, keys, queuedMessageKeys } from '../../functions/lib/data/keys.js';
import { requestAuditEntry } from '../../functions/lib/data/market-dates/request-audit.items.js';
import type { SpaceRequestItem } from '../../functions/lib/data/market-dates/market-date.items.js';
import type { QueuedMessageItem } from '../../functions/lib/messaging/queued-message.item.js';
import type { DocumentItem, VendorAuditItem, VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { addDays } from '../../shared/market-time.js';
import { makeTestDocument, type Row } from '../fixtures/market-data.js';

const WEEKS = 26;
const DAY_MS = 86_400_000;
const TEMPLATES = ['request_reminder', 'space_assignment_published', 'payment_receipt', 'payment_reminder'];

export function messageRows(vendors: readonly VendorItem[], nowMs: number, perWeek: number): Row[] {
  const rows: Row[] = [];
  for (let week = 0; week < WEEKS; week++) {
    vendors.slice(0, perWeek).forEach((v, i) => {
      const at = new Date(nowMs - (WEEKS - week) * 7 * DAY_MS + i * 1000).toISOString();
      const status = i % 33 === 0 ? 'failed' : i % 50 === 0 ? 'pending' : 'sent';
      const templateId = TEMPLATES[(week + i) % TEMPLATES.length]!;
      const message: QueuedMessageItem = {
        _type: 'queued_message',
        id: ulid(Date.parse(at)),
        recipientId: v.id,
        recipientName: v.name,
        channel: i % 5 === 0 ? 'sms' : 'email',
        to: i % 5 === 0 ? v.phone : v.email,
        templateId,
        variables: { vendorName: v.name },
        status,
        attempts: status === 'pending' ? 0 : 1,
        subject: 'Your market week',
        ...(status === 'sent' ? { sentAt: at } : {}),
        ...(status === 'failed' ? { error: 'Mailbox unavailable' } : {}),
        createdAt: at,
        updatedAt: at,
      };
      rows.push({ ...queuedMessageKeys(message), ...message });
    });
  }
  return rows;
}

export function documentRows(vendors: readonly VendorItem[], typeIds: readonly string[], todayIso: string): Row[] {
  const rows: Row[] = [];
  vendors.forEach((v, i) => {
    const uploadDate = new Date(Date.parse(`${todayIso}T12:00:00Z`) - ((i % 300) + 30) * DAY_MS).toISOString();
    const doc = (n: number, over: Partial<DocumentItem>): DocumentItem =>
      makeTestDocument({
        id: ulid(),
        vendorId: v.id,
        typeId: typeIds[(i + n) % typeIds.length]!,
        fileName: `document-${n}.pdf`,
        createdAt: uploadDate,
        ...over,
      });
    const third =
      i % 10 === 0
        ? { status: 'pending' as const, reviewedAt: null }
        : i % 10 === 1
          ? { status: 'rejected' as const, reviewNote: 'The page is unreadable' }
          : { archived: true, expirationDate: addDays(todayIso, -200) };
    for (const d of [doc(0, { expirationDate: addDays(todayIso, (i % 400) - 30) }), doc(1, {}), doc(2, third)]) {
      rows.push({ ...documentKeys(d), ...d });
    }
  });
  return rows;
}

function vendorAudit(vendorId: string, at: string, fieldName: string, oldValue: string | null, newValue: string): Row {
  const id = ulid();
  const item: VendorAuditItem = {
    _type: 'vendor_audit',
    id,
    vendorId,
    changeType: oldValue === null ? 'create' : 'update',
    fieldName,
    oldValue,
    newValue,
    userId: null,
    userName: 'Market Admin',
    ipAddress: null,
    userAgent: null,
    createdAt: at,
    updatedAt: at,
  };
  return { ...keys.vendorAudit(vendorId, at, id), ...item };
}

/** Each vendor's application, and `entries` changes of one vendor and of one of its requests across the season. */
export function auditRows(
  vendors: readonly VendorItem[],
  measured: { vendorId: string; request: SpaceRequestItem },
  entries: number,
  nowMs: number,
): Row[] {
  const rows = vendors.map((v) => vendorAudit(v.id, v.createdAt, 'status', null, v.status));
  const actor = { userId: null, userName: 'Market Admin', ipAddress: null, userAgent: null };
  for (let i = 0; i < entries; i++) {
    const at = new Date(nowMs - (entries - i) * 3_600_000).toISOString();
    rows.push(vendorAudit(measured.vendorId, at, 'phone', `(707) 555-${1000 + i}`, `(707) 555-${1001 + i}`));
    rows.push(
      requestAuditEntry(
        measured.request,
        { fieldName: 'notes', oldValue: `Note ${i}`, newValue: `Note ${i + 1}` },
        actor,
        at,
      ),
    );
  }
  return rows;
}
