import { addDays } from '../../shared/market-time.js';
import type { DocumentItem, VendorAlertItem, VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import type { DocumentTypeItem } from '../../functions/lib/data/catalog/catalog.items.js';
import type { NotificationItem } from '../../functions/lib/data/users/notification.item.js';
import { documentKeys, keys } from '../../functions/lib/data/keys.js';
import type { BuildContext } from './build-context.js';
import type { Catalog } from './catalog.js';

/**
 * A one-page PDF naming the document, so a demo document downloads as a file a viewer opens. Built by hand: the
 * cross-reference offsets are counted as the parts are joined.
 */
export function minimalPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, ' ');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Where a demo document's file goes in the documents bucket (as an upload's would). */
const demoDocumentFileKey = (vendorId: string, documentId: string) => `vendors/${vendorId}/documents/${documentId}`;

/**
 * Vendor documents: for Sunny Acres one expired, one expiring within 30 days and one fine; one pending review; one
 * rejected. Liability insurance is required to sell, so a vendor without a current one cannot be approved.
 */
export function putDocuments(ctx: BuildContext, catalog: Catalog, vendorsByKey: Map<string, VendorItem>): void {
  const { nowMs, todayIso, newId, put } = ctx;
  const { documentTypes } = catalog;
  const doc = (
    vendorKey: string,
    type: DocumentTypeItem,
    fileName: string,
    expiresInDays: number | null,
    extra: Partial<DocumentItem> = {},
  ): DocumentItem => {
    const uploadDate = new Date(nowMs - 200 * 86_400_000).toISOString();
    const id = newId(uploadDate);
    const vendorId = vendorsByKey.get(vendorKey)!.id;
    return {
      _type: 'document',
      id,
      vendorId,
      typeId: type.id,
      fileName,
      mimeType: 'application/pdf',
      description: null,
      uploadDate,
      expirationDate: expiresInDays === null ? null : addDays(todayIso, expiresInDays),
      certificateNumber: null,
      countyName: null,
      archived: false,
      status: 'approved',
      fileKey: demoDocumentFileKey(vendorId, id),
      reviewedAt: uploadDate,
      reviewedBy: null,
      reviewNote: null,
      createdAt: uploadDate,
      updatedAt: uploadDate,
      ...extra,
    };
  };
  const documents = [
    doc('sunny', documentTypes.producer, 'certified-producer-certificate.pdf', -12, {
      certificateNumber: 'CPC-49-0217',
      countyName: 'Sonoma',
    }),
    doc('sunny', documentTypes.insurance, 'certificate-of-insurance.pdf', 20, { certificateNumber: 'GL-88412031' }),
    doc('sunny', documentTypes.license, 'sebastopol-business-license.pdf', 290),
    doc('sunny', documentTypes.insurance, 'certificate-of-insurance-old.pdf', -380, {
      certificateNumber: 'GL-77100924',
      archived: true,
    }),
    doc('greenValley', documentTypes.producer, 'cpc-green-valley.pdf', 150, {
      certificateNumber: 'CPC-44-1180',
      countyName: 'Santa Cruz',
      status: 'pending',
      reviewedAt: null,
    }),
    doc('taqueria', documentTypes.foodPermit, 'food-handler-permit.pdf', 5, { countyName: 'Alameda' }),
    doc('riseShine', documentTypes.insurance, 'rise-shine-coi.pdf', 240, { certificateNumber: 'GL-90233417' }),
    doc('seoul', documentTypes.foodPermit, 'seoul-street-permit.pdf', 60, {
      countyName: 'San Francisco',
      status: 'rejected',
      reviewNote: 'Photo is not readable',
    }),
  ];
  for (const d of documents) put(keys.vendorDocument(d.vendorId, d.id), d, documentKeys(d));
}

/** Vendor alerts and the admin's notifications. */
export function putAlertsAndNotifications(
  ctx: BuildContext,
  vendorsByKey: Map<string, VendorItem>,
  sundays: { past: string[]; upcoming: string[] },
): void {
  const { nowMs, admin, todayIso, newId, put } = ctx;
  const alertAt = new Date(nowMs - 2 * 86_400_000).toISOString();
  const alerts: VendorAlertItem[] = [
    {
      _type: 'vendor_alert',
      id: newId(alertAt),
      subject: 'Load-in moves to the east gate',
      // The literal backslash-n is deliberate: alert bodies split paragraphs on it (spec 1 §2.8).
      body: 'Road work closes the Main Street gate this month.\\nPlease load in through the east gate on 5th Street before 8:00 AM.',
      startDate: addDays(todayIso, -2),
      endDate: sundays.upcoming[3]!,
      vendorTypeIds: [],
      vendorIds: [],
      priority: 'high',
      createdBy: admin,
      isActive: true,
      createdAt: alertAt,
      updatedAt: alertAt,
    },
    {
      _type: 'vendor_alert',
      id: newId(alertAt),
      subject: 'Sales reports for farm stands',
      body: 'Enter your gross sales by Tuesday after each market.\nSales-based fees are billed from what you enter.',
      startDate: addDays(todayIso, -14),
      endDate: null,
      vendorTypeIds: ['1'],
      vendorIds: [],
      priority: 'medium',
      createdBy: admin,
      isActive: true,
      createdAt: alertAt,
      updatedAt: alertAt,
    },
  ];
  for (const a of alerts) put(keys.vendorAlert(a.id), a);

  const notification = (
    hoursAgo: number,
    n: Pick<NotificationItem, 'title' | 'message' | 'type' | 'isCritical' | 'metadata'> & { read?: boolean },
  ): NotificationItem => {
    const at = new Date(nowMs - hoursAgo * 3_600_000).toISOString();
    return {
      _type: 'notification',
      id: newId(at),
      userId: admin,
      title: n.title,
      message: n.message,
      type: n.type,
      isCritical: n.isCritical,
      isRead: n.read ?? false,
      readAt: n.read ? at : null,
      metadata: n.metadata,
      createdAt: at,
      updatedAt: at,
    };
  };
  const notifications = [
    notification(20, {
      title: 'New vendor application',
      message: 'Bee Happy Honey applied as Farmers/Produce.',
      type: 'info',
      isCritical: false,
      metadata: { vendorId: vendorsByKey.get('beeHappy')!.id },
    }),
    notification(6, {
      title: 'Document expired',
      message: 'Sunny Acres Farm: Certified Producer Certificate has expired.',
      type: 'warning',
      isCritical: true,
      metadata: { vendorId: vendorsByKey.get('sunny')!.id },
    }),
    notification(30, {
      title: 'Payment received',
      message: 'Rise & Shine Bakery paid $45.00 for the next market.',
      type: 'success',
      isCritical: false,
      metadata: { vendorId: vendorsByKey.get('riseShine')!.id },
      read: true,
    }),
  ];
  // Unread ones carry the unread index's key, as the notifications repository writes them.
  for (const n of notifications) {
    put(keys.userNotification(admin, n.id), n, n.isRead ? {} : keys.unreadNotification(admin, n.id));
  }
}
