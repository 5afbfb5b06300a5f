import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys, queuedMessageKeys, TABLE_INDEXES } from '../data/keys.js';
import { c, makeTable } from '../data/toolkit/index.js';
import { queuedMessageItemSchema, type QueuedMessageItem } from './queued-message.item.js';
import { logger } from '../observability/logger.js';

/**
 * The message log (View Messages): queued_messages items read newest first through one of three indexes, all sorted
 * by `createdAt#id` (keys.ts): every message, one status, or one template. Whatever the filters, a page is a bounded
 * number of Queries; what the chosen index cannot narrow (channel, the template within a status) is a filter.
 */

export type MessageLogIndex =
  { kind: 'all' } | { kind: 'status'; status: string } | { kind: 'template'; templateId: string };

export interface MessageLogPageRequest {
  index: MessageLogIndex;
  /** Inclusive bounds on createdAt (ISO instants). */
  fromInstant?: string;
  toInstant?: string;
  /** Only these attribute values (applied as a filter on the index's items). */
  filter: { channel?: string; templateId?: string };
  limit: number;
  /** The `createdAt#id` of the last message of the previous page. */
  after?: string;
  /** At most this many Queries for one page. */
  maxReads: number;
}

/** How many items one filtered Query reads at most: large enough to fill a page, small enough to answer quickly. */
const FILTERED_READ_SIZE = 300;

function indexKeys(index: MessageLogIndex) {
  switch (index.kind) {
    case 'status':
      return {
        name: TABLE_INDEXES.byPhoneOrOwner,
        pk: 'gsi2pk',
        sk: 'gsi2sk',
        value: keys.messageLogStatusPartition(index.status).gsi2pk,
      };
    case 'template':
      return {
        name: TABLE_INDEXES.byListing,
        pk: 'gsi3pk',
        sk: 'gsi3sk',
        value: keys.messageLogTemplatePartition(index.templateId).gsi3pk,
      };
    default:
      return { name: TABLE_INDEXES.byNaturalKey, pk: 'gsi1pk', sk: 'gsi1sk', value: keys.messageLogPartition.gsi1pk };
  }
}

export function makeMessageLogRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const parse = (raw: Record<string, unknown>): QueuedMessageItem | undefined => {
    const parsed = queuedMessageItemSchema.safeParse(raw);
    if (!parsed.success) logger.warn('queued_message_unreadable', { pk: String(raw.pk) });
    return parsed.success ? parsed.data : undefined;
  };

  return {
    /** One page newest first, and the `createdAt#id` to continue after (undefined on the last page). */
    async page(req: MessageLogPageRequest): Promise<{ items: QueuedMessageItem[]; after?: string }> {
      const idx = indexKeys(req.index);
      const { channel, templateId } = req.filter;
      const filtered = !!(channel || templateId);
      const filter = filtered
        ? c.and(channel ? c.eq('channel', channel) : undefined, templateId ? c.eq('templateId', templateId) : undefined)
        : undefined;
      // '~' sorts after every `#id` that follows the last instant of the range.
      const range = [req.fromInstant ?? '0', `${req.toInstant ?? '9999'}~`] as const;

      const items: QueuedMessageItem[] = [];
      let startKey: Record<string, unknown> | undefined = req.after
        ? {
            ...keys.queuedMessage(req.after.slice(req.after.indexOf('#') + 1)),
            [idx.pk]: idx.value,
            [idx.sk]: req.after,
          }
        : undefined;
      for (let read = 0; read < req.maxReads; read++) {
        const r = await table.query({
          index: idx.name,
          pk: idx.value,
          sk: { between: range },
          ...(filter ? { filter } : {}),
          newestFirst: true,
          limit: filtered ? FILTERED_READ_SIZE : req.limit - items.length,
          ...(startKey ? { startKey } : {}),
        });
        for (const raw of r.items) {
          const item = parse(raw);
          if (item) items.push(item);
          if (items.length === req.limit) {
            // The page is full: the next one starts after this item, whether or not the Query read further.
            const more = raw !== r.items[r.items.length - 1] || !!r.lastKey;
            return { items, after: more ? String(raw[idx.sk]) : undefined };
          }
        }
        if (!r.lastKey) return { items };
        startKey = r.lastKey;
      }
      // The read budget ran out before the page filled: the client continues from where the reads stopped.
      return { items, after: String(startKey![idx.sk]) };
    },

    async get(messageId: string): Promise<QueuedMessageItem | undefined> {
      const item = await table.get(keys.queuedMessage(messageId), { consistent: true });
      return item ? parse(item) : undefined;
    },

    /**
     * Writes the resend as a new pending message and links the failed one to it, in one transaction that holds only
     * while the old message is still failed and not yet resent. Resolves false when that no longer holds.
     */
    async recordResend(old: QueuedMessageItem, resend: QueuedMessageItem): Promise<boolean> {
      const r = await table.transact([
        table.tx.put({ ...resend, ...queuedMessageKeys(resend) }, { guard: c.absent() }),
        table.tx.update(
          keys.queuedMessage(old.id),
          { set: { resentAs: resend.id, updatedAt: resend.createdAt } },
          { guard: c.and(c.eq('status', 'failed'), c.notExists('resentAs')) },
        ),
      ]);
      return r.ok;
    },

    /** A resend the queue did not take: failed, with the reason, so it can be resent again. */
    async markNotQueued(messageId: string, error: string, at: string): Promise<void> {
      await table.update(
        keys.queuedMessage(messageId),
        {
          set: {
            status: 'failed',
            error,
            updatedAt: at,
            gsi2pk: keys.messageLogStatusPartition('failed').gsi2pk,
          },
        },
        { guard: c.eq('status', 'pending') },
      );
    },
  };
}

export type MessageLogRepository = ReturnType<typeof makeMessageLogRepository>;
