import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys, vendorNoteKeys } from '../keys.js';
import { marketDateItemSchema, type MarketDateItem } from '../market-dates/market-date.items.js';
import { c, fromKey, makeTable, type SortKeyCondition } from '../toolkit/index.js';
import { vendorAlertEntity, vendorNoteEntity, type VendorAlertItem, type VendorNoteItem } from './vendor.items.js';

/** The end of every sort key that starts with an ISO date: '~' sorts after the '#' and any ULID character. */
const END = '#~';

/**
 * Reminders (vendor notes with a reminder date), the date's vendor notes and vendor alerts. Each read is one Query of
 * one index partition (or one Get), whatever the number of vendors or notes.
 */
export function makeRemindersRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const table = makeTable(ddb, tableName);

  function remindersWhere(sk: SortKeyCondition): Promise<VendorNoteItem[]> {
    return table.queryAll({ ...fromKey(keys.vendorRemindersPartition), sk, parser: vendorNoteEntity });
  }

  return {
    /** Unarchived reminders due on one day. */
    remindersOn(isoDate: string): Promise<VendorNoteItem[]> {
      return remindersWhere({ beginsWith: `${isoDate}#` });
    },
    /** Unarchived reminders due after a day. */
    remindersAfter(isoDate: string): Promise<VendorNoteItem[]> {
      return remindersWhere({ gt: `${isoDate}${END}` });
    },
    /** Unarchived reminders due before a day. */
    remindersBefore(isoDate: string): Promise<VendorNoteItem[]> {
      return remindersWhere({ lt: `${isoDate}#` });
    },
    /** Unarchived reminders due on or before a day. */
    remindersUntil(isoDate: string): Promise<VendorNoteItem[]> {
      return remindersWhere({ le: `${isoDate}${END}` });
    },

    /** Unarchived plain notes written from one day to another, both included. */
    async plainNotesBetween(from: string, to: string): Promise<VendorNoteItem[]> {
      if (from > to) return [];
      return table.queryAll({
        ...fromKey(keys.vendorNotesPartition),
        sk: { between: [`${from}#`, `${to}${END}`] },
        parser: vendorNoteEntity,
      });
    },

    note(vendorId: string, noteId: string): Promise<VendorNoteItem | undefined> {
      return table.get(keys.vendorNote(vendorId, noteId), { consistent: true, parser: vendorNoteEntity });
    },

    /**
     * Writes the note again with the index keys its new state calls for (none once archived), provided nobody
     * changed it since it was read; false when someone did.
     */
    async replaceNote(note: VendorNoteItem, writtenOn: string, readUpdatedAt: string): Promise<boolean> {
      const r = await table.put(
        { ...vendorNoteKeys(note, writtenOn), ...note },
        { guard: c.and(c.present(), c.eq('updatedAt', readUpdatedAt)) },
      );
      return r.ok;
    },

    marketDate(marketDateId: string): Promise<MarketDateItem | undefined> {
      return table.get(keys.marketDate(marketDateId), { parser: marketDateItemSchema });
    },

    /** The ISO date of the latest market date before a day, if any (the calendar index, one item). */
    async previousMarketDay(isoDate: string): Promise<string | undefined> {
      const { pk, index } = fromKey(keys.marketDateCalendar(isoDate));
      const { items } = await table.query({ index, pk, sk: { lt: isoDate }, newestFirst: true, limit: 1 });
      const sk = items[0]?.gsi1sk;
      return typeof sk === 'string' ? sk : undefined;
    },

    /** Every vendor alert (one partition). */
    alerts(): Promise<VendorAlertItem[]> {
      return table.queryAll({ pk: keys.vendorAlert('').pk, parser: vendorAlertEntity });
    },

    alert(alertId: string): Promise<VendorAlertItem | undefined> {
      return table.get(keys.vendorAlert(alertId), { consistent: true, parser: vendorAlertEntity });
    },

    /** Creates (`expect: 'new'`) or replaces (`expect: 'existing'`) an alert; false when that expectation fails. */
    async putAlert(alert: VendorAlertItem, expect: 'new' | 'existing'): Promise<boolean> {
      const r = await table.put(
        { ...keys.vendorAlert(alert.id), ...alert },
        { guard: expect === 'new' ? c.absent() : c.present() },
      );
      return r.ok;
    },
  };
}
export type RemindersRepository = ReturnType<typeof makeRemindersRepository>;
