/**
 * Bulk Messages (issue 13): one call resolves the audience on the server and queues one message per recipient; the
 * worker sends them and counts them on the batch, which the screen polls for progress.
 *
 * Whom a message reaches follows the people's own choices: the e-mail goes to the vendor's address unless every
 * user of the vendor turned e-mail notifications off, and texts go to each user who chose text notifications.
 */
import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import {
  BULK_MSG,
  fillBulkText,
  type BulkAudience,
  type BulkMessage,
  type BulkPreview,
  type BulkProgress,
  type BulkQueued,
  type BulkChannel,
  type BulkVariable,
} from '../../shared/schemas/bulk-messages.js';
import { compareCodes, compareNames } from '../../shared/collation.js';
import { renderMessage } from '../../shared/message-templates.js';
import { MSG } from '../../shared/messages.js';
import { formatMarketDay } from '../../shared/spaces-messages.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { BulkMessagesRepository } from '../lib/data/messages/bulk-messages.repository.js';
import type { DirectoryEntry } from '../lib/data/vendors/vendor-directory.js';
import { sellsAt } from '../../shared/vendor-markets.js';
import { NotFoundError, ValidationError } from '../lib/http/errors.js';
import type { MessageQueue, OutgoingMessage } from '../lib/ports.js';
import type { RecipientLocales } from '../lib/messaging/recipient-locale.js';

const BULK_TEMPLATE = 'bulk_message';
/** Where a recipient chooses which messages it gets (spec 1 §2.1 /profile/settings). */
const NOTIFICATION_SETTINGS_PATH = '/profile/settings';

export interface BulkMessagesDeps {
  store: Pick<
    BulkMessagesRepository,
    'vendorPages' | 'vendorsNamed' | 'contactChoices' | 'dateRequests' | 'createBatch' | 'batch'
  >;
  marketDate(marketDateId: string): Promise<{ id: string; date: string } | undefined>;
  /** Vendors missing from a date (the Missing Vendors report's rule). */
  missingVendorIds(marketDateId: string): Promise<Set<string>>;
  queue: MessageQueue;
  /**
   * Each vendor's language: the admin's text goes as written, the wrapper around it (the footer) in the vendor's
   * language. Without it every wrapper is in English.
   */
  locales?: Pick<RecipientLocales, 'vendors'>;
  appUrl: string;
  now: () => Date;
}

interface Recipient {
  vendor: DirectoryEntry;
  email: string | null;
  phones: string[];
}

const APPROVED = new Set(['approved', 'confirmed']);

/** The directory's order (name, then id): recipients are queued, and the sample picked, as before paging. */
const byVendorName = (a: Recipient, b: Recipient) =>
  compareNames(a.vendor.name, b.vendor.name) || compareCodes(a.vendor.id, b.vendor.id);

export function makeBulkMessagesService(deps: BulkMessagesDeps) {
  const now = deps.now;
  const settingsLink = new URL(NOTIFICATION_SETTINGS_PATH, deps.appUrl).toString();

  /**
   * The audience's recipients a page at a time. Vendors picked by their requests on a date are read by id (the
   * date's vendors only); any other audience walks the name index of each status and vendor type it names, so
   * neither holds the whole directory.
   */
  async function resolve(
    audience: BulkAudience,
    channel: BulkChannel,
  ): Promise<{ pages: AsyncGenerator<Recipient[]>; marketDate: string | null }> {
    const date = audience.marketDateId ? await deps.marketDate(audience.marketDateId) : undefined;
    if (audience.marketDateId && !date) throw new NotFoundError(BULK_MSG.marketDateNotFound);
    const wanted = audience.requestStatuses ?? [];
    const [choices, requests, missing] = await Promise.all([
      deps.store.contactChoices(),
      date && wanted.length ? deps.store.dateRequests(date.id) : Promise.resolve([]),
      date && wanted.includes('missing') ? deps.missingVendorIds(date.id) : Promise.resolve(new Set<string>()),
    ]);
    const statuses = [...new Set<string>(audience.statuses?.length ? audience.statuses : ['APPROVED'])];
    const types = audience.vendorTypeIds?.length ? [...new Set(audience.vendorTypeIds)] : null;
    const byVendor = new Map(requests.map((r) => [r.vendorId, r]));
    const matchesDate = (vendorId: string) => {
      if (!wanted.length) return true;
      const r = byVendor.get(vendorId);
      return wanted.some((w) => {
        if (w === 'missing') return missing.has(vendorId);
        if (!r) return false;
        if (w === 'requested') return r.status === 'requested';
        if (w === 'approved') return APPROVED.has(r.status);
        return APPROVED.has(r.status) && r.amountBalance > 0;
      });
    };
    const inAudience = (vendor: DirectoryEntry) =>
      statuses.includes(vendor.status) &&
      (!types || types.includes(vendor.vendorTypeId)) &&
      (!audience.marketId || sellsAt(vendor, audience.marketId)) &&
      matchesDate(vendor.id);

    const recipientOf = (vendor: DirectoryEntry): Recipient | null => {
      const c = choices.get(vendor.id);
      const emailOff = !!c && c.users > 0 && c.emailUsers === 0;
      const email = channel !== 'sms' && vendor.email && !emailOff ? vendor.email : null;
      const phones = channel !== 'email' ? (c?.textPhones ?? []) : [];
      return email || phones.length ? { vendor, email, phones } : null;
    };

    async function* vendorPages(): AsyncGenerator<DirectoryEntry[]> {
      if (wanted.length) {
        yield await deps.store.vendorsNamed([...byVendor.keys(), ...missing]);
        return;
      }
      for (const status of statuses)
        for (const vendorTypeId of types ?? [undefined])
          yield* deps.store.vendorPages(vendorTypeId ? { status, vendorTypeId } : { status });
    }

    async function* pages(): AsyncGenerator<Recipient[]> {
      for await (const vendors of vendorPages()) {
        const page = vendors
          .filter(inAudience)
          .map(recipientOf)
          .filter((r): r is Recipient => !!r);
        if (page.length) yield page;
      }
    }
    return { pages: pages(), marketDate: date ? formatMarketDay(date.date) : null };
  }

  const valuesFor = (vendor: DirectoryEntry, marketDate: string | null): Partial<Record<BulkVariable, string>> => ({
    vendorName: vendor.name,
    contactName: vendor.contactName || vendor.name,
    ...(marketDate ? { marketDate } : {}),
  });

  function variablesFor(message: Pick<BulkMessage, 'subject' | 'body'>, values: Partial<Record<BulkVariable, string>>) {
    return {
      // A text-only message has no subject; the template still needs one for its e-mail form.
      subject: fillBulkText(message.subject, values) || MSG.productName,
      body: fillBulkText(message.body, values),
      settingsLink,
    };
  }

  return {
    /** POST /api/messages/bulk */
    async send(caller: SessionUser, message: BulkMessage): Promise<BulkQueued> {
      const { pages, marketDate } = await resolve(message.audience, message.channel);
      const recipients: Recipient[] = [];
      for await (const page of pages) recipients.push(...page);
      recipients.sort(byVendorName);
      if (!recipients.length) throw new ValidationError(BULK_MSG.noRecipients);
      const batchId = message.idempotencyKey
        ? `k${createHash('sha256').update(`${caller.id}:${message.idempotencyKey}`).digest('base64url').slice(0, 25)}`
        : ulid();

      const locales = await deps.locales?.vendors(recipients.map((r) => r.vendor.id));
      const messages: OutgoingMessage[] = [];
      for (const { vendor, email, phones } of recipients) {
        const variables = variablesFor(message, valuesFor(vendor, marketDate));
        const locale = locales?.get(vendor.id);
        const base = {
          recipientId: vendor.id,
          recipientName: vendor.contactName || vendor.name,
          templateId: BULK_TEMPLATE,
          variables,
          batchId,
          ...(locale && locale !== 'en' ? { locale } : {}),
        };
        if (email) messages.push({ ...base, id: `b-${batchId}-${vendor.id}-e`, channel: 'email', to: email });
        phones.forEach((to, i) =>
          messages.push({ ...base, id: `b-${batchId}-${vendor.id}-s${i}`, channel: 'sms', to }),
        );
      }

      const created = await deps.store.createBatch({
        batchId,
        queued: messages.length,
        sent: 0,
        failed: 0,
        createdAt: now().toISOString(),
        createdBy: caller.id,
        subject: message.subject,
      });
      const queued = created ? messages.length : ((await deps.store.batch(batchId))?.queued ?? messages.length);
      // A repeat of the same key queues the same message ids again, which the worker sends once: an earlier call
      // that stopped between writing the batch and queuing is completed this way.
      await deps.queue.enqueue(messages);
      return { queued, batchId };
    },

    /** POST /api/messages/bulk/preview */
    async preview(input: {
      channel: BulkChannel;
      subject: string;
      body: string;
      audience: BulkAudience;
      vendorId?: string;
    }): Promise<BulkPreview> {
      const { pages, marketDate } = await resolve(input.audience, input.channel);
      // Counts and one sample (the vendor asked for, else the first by name): no page is kept after it is counted.
      let count = 0;
      let messages = 0;
      let named: Recipient | undefined;
      let first: Recipient | undefined;
      for await (const page of pages)
        for (const r of page) {
          count += 1;
          messages += (r.email ? 1 : 0) + r.phones.length;
          if (r.vendor.id === input.vendorId) named = r;
          if (!first || byVendorName(r, first) < 0) first = r;
        }
      const chosen = named ?? first;
      if (!chosen) return { recipients: 0, messages: 0, vendor: null, subject: '', text: '', sms: '' };
      const rendered = renderMessage(BULK_TEMPLATE, variablesFor(input, valuesFor(chosen.vendor, marketDate)));
      return {
        recipients: count,
        messages,
        vendor: { id: chosen.vendor.id, name: chosen.vendor.name },
        subject: rendered.subject,
        text: rendered.text,
        sms: rendered.sms ?? '',
      };
    },

    /** GET /api/messages/bulk/{batchId} */
    async progress(batchId: string): Promise<BulkProgress> {
      const batch = await deps.store.batch(batchId);
      if (!batch) throw new NotFoundError(BULK_MSG.batchNotFound);
      return batch;
    },
  };
}
export type BulkMessagesService = ReturnType<typeof makeBulkMessagesService>;
