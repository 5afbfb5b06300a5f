/**
 * Document expiry notices: a vendor's document (unarchived, not rejected) expiring in 30 days, in 7 days and on the
 * day gets one e-mail each time. The documents come from the sparse expiry index, read for the next 30 days only
 * (one Query), so documents that expired long ago are never read. A day the job did not run is caught up: a document
 * within a notice's window that has not had that notice yet gets it (a document uploaded 20 days before it expires
 * gets the 30-day notice, saying "in 20 days").
 */
import { addDays, isoDateInZone } from '../../../../shared/market-time.js';
import { formatMarketDay } from '../../../../shared/spaces-messages.js';
import type { OutgoingMessage } from '../../../lib/ports.js';
import { expiresWhen } from '../../../lib/messaging/message-words.js';
import { messageIn } from '../../../lib/messaging/recipient-locale.js';
import type { JobReport } from '../job.js';
import type { JobScope } from './job-scope.js';
import {
  doneRecipients,
  eachLimited,
  jobMessageId,
  jobRunRecord,
  newReport,
  vendorDirectory,
  vendorLink,
  vendorLocales,
  writeOnce,
} from './job-support.js';

export const DOCUMENT_EXPIRY = 'document-expiry';
const DOCUMENT_EXPIRING_TEMPLATE = 'document_expiring';

/** The notices, latest first: each covers the days from its own up to the one before (30 → 8..30, 7 → 1..7, 0 → 0). */
export const EXPIRY_NOTICES = [30, 7, 0] as const;

/** Which notice a document `days` away from expiring is due, if any. */
export function noticeFor(days: number): (typeof EXPIRY_NOTICES)[number] | undefined {
  if (days < 0 || days > 30) return undefined;
  if (days === 0) return 0;
  return days <= 7 ? 7 : 30;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);


export function makeDocumentExpiryService(ctx: JobScope) {
  return {
    async run(): Promise<JobReport> {
      const report = newReport(DOCUMENT_EXPIRY, ctx);
      const today = isoDateInZone(ctx.now, ctx.timeZone);
      const [documents, types, directory] = await Promise.all([
        ctx.runs.documentsExpiring(today, addDays(today, 30)),
        ctx.runs.documentTypeNames(),
        vendorDirectory(ctx),
      ]);
      // The records are kept per expiration date: one Query per date that has a document due a notice (31 at most).
      const due = documents.flatMap((d) => {
        if (d.archived || d.status === 'rejected' || !d.expirationDate) return [];
        const days = daysBetween(today, d.expirationDate);
        const notice = noticeFor(days);
        return notice === undefined ? [] : [{ doc: d, days, notice, expirationDate: d.expirationDate }];
      });
      const dates = [...new Set(due.map((d) => d.expirationDate))];
      const locales = await vendorLocales(ctx, [...new Set(due.map((d) => d.doc.vendorId))]);
      const doneByDate = new Map(
        await Promise.all(dates.map(async (date) => [date, await doneRecipients(ctx, DOCUMENT_EXPIRY, date)] as const)),
      );
      const queue: OutgoingMessage[] = [];

      await eachLimited(due, 8, async ({ doc, days, notice, expirationDate }) => {
        const recipient = `${doc.id}-${notice}`;
        const done = doneByDate.get(expirationDate);
        if (done?.has(recipient)) {
          report.alreadyDone += 1;
          queue.push(...(done.get(recipient) ?? []));
          return;
        }
        const vendor = directory.get(doc.vendorId);
        const email = vendor?.email.trim();
        const locale = locales.get(doc.vendorId);
        const messages: OutgoingMessage[] =
          vendor && email
            ? [
                messageIn(locale, () => ({
                  id: jobMessageId(DOCUMENT_EXPIRY, expirationDate, recipient),
                  channel: 'email',
                  to: email,
                  recipientId: vendor.id,
                  templateId: DOCUMENT_EXPIRING_TEMPLATE,
                  variables: {
                    vendorName: vendor.name,
                    documentName: types.get(doc.typeId) ?? doc.fileName,
                    expirationDate: formatMarketDay(expirationDate),
                    when: expiresWhen(days, locale),
                    link: vendorLink(ctx, 'documents'),
                  },
                })),
              ]
            : [];
        const record = jobRunRecord(ctx, DOCUMENT_EXPIRY, expirationDate, recipient, {
          action: 'expiry-notice',
          detail: `${notice} days`,
          messages,
        });
        if (await writeOnce(ctx, record)) {
          queue.push(...messages);
          report.add({ action: 'expiry-notice', vendorId: doc.vendorId, subject: doc.id, detail: expiresWhen(days) });
        } else report.alreadyDone += 1;
      });
      await ctx.queue.enqueue(queue);
      return report;
    },
  };
}
