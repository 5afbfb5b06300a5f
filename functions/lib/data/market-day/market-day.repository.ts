/**
 * Market day (issue 31): the reads behind the day's screen and the writes of the phone's actions.
 *
 * The day is read in a fixed number of requests whatever the number of vendors: the date item and four key ranges of
 * its partition side by side (spaces, requests, attendance, the day's log), each one Query (paged past 1 MB only).
 * Vendor names come with the requests (vendorName, copied from the vendor like vendorSortName); only requests
 * written before that copy existed are named from the vendor directory, by key.
 *
 * An action is one transaction: its log item put on the condition that its id is new (so an action synced twice, or
 * by two phones at once, is written once), the vendor's attendance conditioned on the action it replaces, the
 * replaced action's log item marked overridden, and the request's no-show fee with its tally and audit entries,
 * conditioned on the version read.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../keys.js';
import { c, fromKey, makeTable, type TxPart } from '../toolkit/index.js';
import { marketDateItemSchema, spaceRequestEntity, type SpaceRequestItem } from '../market-dates/market-date.items.js';
import { tallyPart } from '../market-dates/date-tally.js';
import { requestAuditEntries } from '../market-dates/request-audit.items.js';
import { makeVendorDirectory } from '../vendors/vendor-directory.js';
import type { AuditActor } from '../../http/request-origin.js';
import { attendanceEntity, dayActionEntity, type AttendanceItem, type DayActionItem } from './market-day.items.js';

interface DaySpace {
  id: string;
  label: string;
  vendorId: string | null;
  available: boolean;
}

export interface DayState {
  marketDate: { id: string; date: string; marketId?: string; status: string };
  spaces: DaySpace[];
  requests: SpaceRequestItem[];
  attendance: AttendanceItem[];
  log: DayActionItem[];
}

/** One vendor's part of the day, read again by key after another write got in first. */
export interface VendorState {
  request: SpaceRequestItem | undefined;
  attendance: AttendanceItem | undefined;
  actionExists: boolean;
}

/** What one action writes. */
export interface ActionWrite {
  action: DayActionItem;
  /** The vendor's attendance as read (the write is conditioned on it), or undefined when there was none. */
  current: AttendanceItem | undefined;
  /** The new attendance when the action wins; undefined when a later action already holds the mark. */
  next: AttendanceItem | undefined;
  /** The vendor's request: its copy of the mark follows the attendance in the same write. */
  request: SpaceRequestItem;
  /** The request's money change (no-show fee charged or taken off), conditioned on the version read. */
  fee?: {
    after: SpaceRequestItem;
    set: Record<string, unknown>;
    remove: string[];
    actor: AuditActor;
  };
}

export type ActionOutcome = 'written' | 'duplicate' | 'changed';

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

export function makeMarketDayRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);
  const directory = makeVendorDirectory(ddb, tableName);
  const range = (marketDateId: string, sk: string) => ({
    ...fromKey(keys.marketDatePartition(marketDateId)),
    sk: { beginsWith: sk },
    consistent: true,
  });

  return {
    /** The date and its spaces, requests, attendance and log: five requests side by side, whatever the vendors. */
    async readDay(marketDateId: string): Promise<DayState | undefined> {
      const [rawDate, spaces, requests, attendance, log] = await Promise.all([
        table.get(keys.marketDate(marketDateId), { consistent: true }),
        table.queryAll({
          ...range(marketDateId, keys.space(marketDateId, '').sk),
          projection: ['_type', 'id', 'label', 'vendorId', 'available'],
        }),
        table.queryAll({ ...range(marketDateId, keys.spaceRequest(marketDateId, '').sk), parser: spaceRequestEntity }),
        table.queryAll({ ...range(marketDateId, keys.attendance(marketDateId, '').sk), parser: attendanceEntity }),
        table.queryAll({ ...range(marketDateId, keys.dayAction(marketDateId, '').sk), parser: dayActionEntity }),
      ]);
      const date = rawDate ? marketDateItemSchema.safeParse(rawDate) : undefined;
      if (!date?.success) return undefined;
      return {
        marketDate: {
          id: date.data.id,
          date: date.data.date,
          ...(date.data.marketId ? { marketId: date.data.marketId } : {}),
          status: date.data.status,
        },
        spaces: spaces
          .filter((s) => s._type === 'space')
          .map((s) => ({
            id: String(s.id),
            label: String(s.label),
            vendorId: str(s.vendorId),
            available: s.available !== false,
          })),
        requests,
        attendance,
        log,
      };
    },

    /** Every market's dates from `from` to `to` (ISO dates, inclusive): one Query of the calendar. */
    async datesBetween(
      from: string,
      to: string,
    ): Promise<{ id: string; date: string; marketId: string | null; status: string }[]> {
      const items = await table.queryAll({
        ...fromKey({ gsi1pk: keys.marketDateCalendar('').gsi1pk }),
        sk: { between: [from, to] },
        projection: ['_type', 'id', 'date', 'marketId', 'status'],
      });
      return items
        .filter((i) => i._type === 'market_date')
        .map((i) => ({
          id: String(i.id),
          date: String(i.date),
          marketId: str(i.marketId),
          status: String(i.status ?? 'upcoming'),
        }));
    },

    /** The names of vendors whose requests carry none (written before requests copied it): by key, 100 a request. */
    async vendorNames(vendorIds: readonly string[]): Promise<Map<string, string>> {
      if (!vendorIds.length) return new Map();
      const entries = await directory.entriesOf(vendorIds);
      return new Map(entries.map((e) => [e.id, e.name]));
    },

    /** One vendor's request and attendance, and whether an action id is already in the log: one BatchGet. */
    async readVendor(marketDateId: string, vendorId: string, actionId: string): Promise<VendorState> {
      const items = await table.batchGet(
        [
          keys.spaceRequest(marketDateId, vendorId),
          keys.attendance(marketDateId, vendorId),
          keys.dayAction(marketDateId, actionId),
        ],
        { consistent: true },
      );
      return {
        request: items.map((i) => spaceRequestEntity.tryParse(i)).find(Boolean),
        attendance: items.map((i) => attendanceEntity.tryParse(i)).find(Boolean),
        actionExists: items.some((i) => dayActionEntity.is(i)),
      };
    },

    /** Writes one action and what it changes, all or nothing. */
    async applyAction(w: ActionWrite): Promise<ActionOutcome> {
      const { action } = w;
      const parts: TxPart[] = [
        table.tx.put({ ...dayActionEntity.key(action.marketDateId, action.id), ...action }, { guard: c.absent() }),
      ];
      const heldBy = w.current ? c.eq('actionId', w.current.actionId) : c.absent();
      const attendanceKey = attendanceEntity.key(action.marketDateId, action.vendorId);
      if (w.next) {
        parts.push(table.tx.put({ ...attendanceKey, ...w.next }, { guard: heldBy }));
        if (w.current && w.current.actionId !== action.id) {
          parts.push(
            table.tx.update(
              dayActionEntity.key(action.marketDateId, w.current.actionId),
              { set: { outcome: 'overridden', updatedAt: action.updatedAt } },
              { guard: c.present() },
            ),
          );
        }
      } else {
        parts.push(table.tx.check(attendanceKey, heldBy));
      }
      const before = w.request;
      const mark = w.next && w.next.status !== 'cleared' ? w.next.status : undefined;
      const markChanges = w.next !== undefined && mark !== before.attendanceStatus;
      if (markChanges || w.fee) {
        const remove = [...(w.fee?.remove ?? []), ...(markChanges && !mark ? ['attendanceStatus'] : [])];
        parts.push(
          table.tx.update(
            spaceRequestEntity.key(before.marketDateId, before.vendorId),
            {
              set: { ...w.fee?.set, ...(markChanges && mark ? { attendanceStatus: mark } : {}) },
              ...(remove.length ? { remove } : {}),
            },
            // A money change is conditioned on the version read; the mark's copy alone changes no version.
            { guard: w.fee ? c.and(c.present(), c.eq('updatedAt', before.updatedAt)) : c.present() },
          ),
        );
      }
      if (w.fee) {
        const { after, set, actor } = w.fee;
        parts.push(
          ...tallyPart(table, before.marketDateId, before, after),
          ...requestAuditEntries(before, after, actor, String(set.updatedAt)).map((item) =>
            table.tx.put(item, { guard: c.absent() }),
          ),
        );
      }
      const r = await table.transact(parts);
      if (r.ok) return 'written';
      if (r.failedAt(0)) return 'duplicate';
      return 'changed';
    },
  };
}
export type MarketDayRepository = ReturnType<typeof makeMarketDayRepository>;
