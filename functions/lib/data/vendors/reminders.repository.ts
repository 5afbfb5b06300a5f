import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../dynamo.js';
import { keys, TABLE_INDEXES, vendorNoteKeys } from '../keys.js';
import { marketDateItemSchema, type MarketDateItem } from '../market-dates/market-date.items.js';
import {
  vendorAlertItemSchema,
  vendorNoteItemSchema,
  type VendorAlertItem,
  type VendorNoteItem,
} from './vendor.items.js';

const isConditionFailure = (err: unknown) => (err as { name?: string })?.name === 'ConditionalCheckFailedException';

/** The end of every sort key that starts with an ISO date: '~' sorts after the '#' and any ULID character. */
const END = '#~';

/**
 * Reminders (vendor notes with a reminder date), the date's vendor notes and vendor alerts. Each read is one Query of
 * one index partition (or one Get), whatever the number of vendors or notes.
 */
export function makeRemindersRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  const parseNotes = (items: Record<string, unknown>[]) => items.map((i) => vendorNoteItemSchema.parse(i));

  async function remindersWhere(condition: string, values: Record<string, unknown>): Promise<VendorNoteItem[]> {
    return parseNotes(
      await queryAll(ddb, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.byListing,
        KeyConditionExpression: `gsi3pk = :pk AND ${condition}`,
        ExpressionAttributeValues: { ':pk': keys.vendorRemindersPartition.gsi3pk, ...values },
      }),
    );
  }

  return {
    /** Unarchived reminders due on one day. */
    async remindersOn(isoDate: string): Promise<VendorNoteItem[]> {
      return remindersWhere('begins_with(gsi3sk, :day)', { ':day': `${isoDate}#` });
    },
    /** Unarchived reminders due after a day. */
    async remindersAfter(isoDate: string): Promise<VendorNoteItem[]> {
      return remindersWhere('gsi3sk > :after', { ':after': `${isoDate}${END}` });
    },
    /** Unarchived reminders due before a day. */
    async remindersBefore(isoDate: string): Promise<VendorNoteItem[]> {
      return remindersWhere('gsi3sk < :before', { ':before': `${isoDate}#` });
    },
    /** Unarchived reminders due on or before a day. */
    async remindersUntil(isoDate: string): Promise<VendorNoteItem[]> {
      return remindersWhere('gsi3sk <= :until', { ':until': `${isoDate}${END}` });
    },

    /** Unarchived plain notes written from one day to another, both included. */
    async plainNotesBetween(from: string, to: string): Promise<VendorNoteItem[]> {
      if (from > to) return [];
      return parseNotes(
        await queryAll(ddb, {
          TableName: tableName,
          IndexName: TABLE_INDEXES.byListing,
          KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': keys.vendorNotesPartition.gsi3pk,
            ':from': `${from}#`,
            ':to': `${to}${END}`,
          },
        }),
      );
    },

    async note(vendorId: string, noteId: string): Promise<VendorNoteItem | undefined> {
      const r = await ddb.send(
        new GetCommand({ TableName: tableName, Key: keys.vendorNote(vendorId, noteId), ConsistentRead: true }),
      );
      return r.Item ? vendorNoteItemSchema.parse(r.Item) : undefined;
    },

    /**
     * Writes the note again with the index keys its new state calls for (none once archived), provided nobody
     * changed it since it was read; false when someone did.
     */
    async replaceNote(note: VendorNoteItem, writtenOn: string, readUpdatedAt: string): Promise<boolean> {
      try {
        await ddb.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...vendorNoteKeys(note, writtenOn), ...note },
            ConditionExpression: 'attribute_exists(pk) AND updatedAt = :read',
            ExpressionAttributeValues: { ':read': readUpdatedAt },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailure(err)) return false;
        throw err;
      }
    },

    async marketDate(marketDateId: string): Promise<MarketDateItem | undefined> {
      const r = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.marketDate(marketDateId) }));
      return r.Item ? marketDateItemSchema.parse(r.Item) : undefined;
    },

    /** The ISO date of the latest market date before a day, if any (the calendar index, one item). */
    async previousMarketDay(isoDate: string): Promise<string | undefined> {
      const r = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: TABLE_INDEXES.byNaturalKey,
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :day',
          ExpressionAttributeValues: { ':pk': keys.marketDateCalendar('').gsi1pk, ':day': isoDate },
          ScanIndexForward: false,
          Limit: 1,
        }),
      );
      const sk = r.Items?.[0]?.gsi1sk;
      return typeof sk === 'string' ? sk : undefined;
    },

    /** Every vendor alert (one partition). */
    async alerts(): Promise<VendorAlertItem[]> {
      const items = await queryAll(ddb, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.vendorAlert('').pk },
      });
      return items.map((i) => vendorAlertItemSchema.parse(i));
    },

    async alert(alertId: string): Promise<VendorAlertItem | undefined> {
      const r = await ddb.send(
        new GetCommand({ TableName: tableName, Key: keys.vendorAlert(alertId), ConsistentRead: true }),
      );
      return r.Item ? vendorAlertItemSchema.parse(r.Item) : undefined;
    },

    /** Creates (`expect: 'new'`) or replaces (`expect: 'existing'`) an alert; false when that expectation fails. */
    async putAlert(alert: VendorAlertItem, expect: 'new' | 'existing'): Promise<boolean> {
      try {
        await ddb.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...keys.vendorAlert(alert.id), ...alert },
            ConditionExpression: expect === 'new' ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)',
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailure(err)) return false;
        throw err;
      }
    },
  };
}
export type RemindersRepository = ReturnType<typeof makeRemindersRepository>;
