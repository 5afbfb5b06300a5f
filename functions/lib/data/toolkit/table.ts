/**
 * The single table, bound to a client: reads parse through an entity when given one, single writes answer whether
 * their guard held, and a transaction answers which of its parts refused.
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { batchGetAll } from './batch-get.js';
import { batchWriteAll } from './batch-write.js';
import {
  checkInput,
  deleteInput,
  getInput,
  putInput,
  queryInput,
  updateInput,
  type GuardOptions,
  type Item,
  type Key,
  type QueryInput,
  type TxPart,
} from './commands.js';
import type { Condition } from './conditions.js';
import { AGAIN, cancellationCodes, isConditionFailed, retry, type RetryOptions } from './retry.js';
import type { UpdateSpec } from './updates.js';

/** How a read turns a raw item into its type: an entity (defineEntity) or anything with parse. */
export interface Parser<T> {
  parse(raw: unknown): T;
}

export type WriteOutcome =
  /** `item`: the attributes asked for with `returnValues`. */
  | { ok: true; item?: Item }
  /** The guard did not hold; `current` is the item as it stood when asked for with `returnCurrentOnRefusal`. */
  | { ok: false; current?: Item };

export interface WriteOptions extends GuardOptions {
  returnValues?: 'ALL_NEW' | 'ALL_OLD' | 'UPDATED_NEW' | 'UPDATED_OLD';
  returnCurrentOnRefusal?: boolean;
}

export type TxOutcome =
  | { ok: true }
  | {
      ok: false;
      /** One code per part, in order: "ConditionalCheckFailed", "TransactionConflict", "None", … */
      codes: string[];
      /** Whether part `index` refused because its guard did not hold. */
      failedAt(index: number): boolean;
      /** Cancelled only by a concurrent transaction: no guard failed. */
      conflict: boolean;
      /**
       * Whether part `index` refused while an item stood under its key (a guard failed on a present item, not on a
       * missing one). Known only for parts built with `returnCurrentOnRefusal`; false otherwise.
       */
      refusedPresent(index: number): boolean;
    };

/** Options of a transaction's write part: its guard, and whether a refusal reports the item as it stood. */
export interface TxWriteOptions extends GuardOptions {
  returnCurrentOnRefusal?: boolean;
}

function txFailure(codes: string[], refusedItems: readonly unknown[] = []): TxOutcome {
  const failedAt = (i: number) => codes[i] === 'ConditionalCheckFailed';
  return {
    ok: false,
    codes,
    failedAt,
    conflict: codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed'),
    refusedPresent: (i) => failedAt(i) && !!refusedItems[i],
  };
}

const txExtra = (opts: TxWriteOptions) =>
  opts.returnCurrentOnRefusal ? { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const } : {};

export function makeTable(ddb: DynamoDBDocumentClient, tableName: string) {
  async function write(send: () => Promise<{ Attributes?: Item }>, opts: WriteOptions): Promise<WriteOutcome> {
    try {
      const r = await send();
      return opts.returnValues ? { ok: true, item: r.Attributes } : { ok: true };
    } catch (err) {
      if (!opts.guard || !isConditionFailed(err)) throw err;
      const current = (err as { Item?: Item }).Item;
      return current ? { ok: false, current } : { ok: false };
    }
  }
  const extra = (opts: WriteOptions) => ({
    ...(opts.returnValues ? { ReturnValues: opts.returnValues } : {}),
    ...(opts.returnCurrentOnRefusal ? { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const } : {}),
  });

  async function query<T = Item>(q: QueryInput & { parser?: Parser<T> }): Promise<{ items: T[]; lastKey?: Item }> {
    const r = await ddb.send(new QueryCommand(queryInput(tableName, q)));
    const raw = r.Items ?? [];
    return {
      items: q.parser ? raw.map((i) => q.parser!.parse(i)) : (raw as T[]),
      ...(r.LastEvaluatedKey ? { lastKey: r.LastEvaluatedKey } : {}),
    };
  }

  return {
    name: tableName,

    async get<T = Item>(
      key: Key,
      opts: { consistent?: boolean; projection?: readonly string[]; parser?: Parser<T> } = {},
    ): Promise<T | undefined> {
      const r = await ddb.send(new GetCommand(getInput(tableName, key, opts)));
      if (!r.Item) return undefined;
      return opts.parser ? opts.parser.parse(r.Item) : (r.Item as T);
    },

    /** One page (DynamoDB's 1 MB or `limit`); `lastKey` names where the next one starts. */
    query,

    /** Every page, following lastKey to the end: one request per page. */
    async queryAll<T = Item>(q: Omit<QueryInput, 'startKey'> & { parser?: Parser<T> }): Promise<T[]> {
      const items: T[] = [];
      let startKey: Item | undefined;
      do {
        const page: { items: T[]; lastKey?: Item } = await query<T>({ ...q, startKey });
        items.push(...page.items);
        startKey = page.lastKey;
      } while (startKey);
      return items;
    },

    /** How many items a query matches (Select COUNT, every page: one request per 1 MB scanned), none read. */
    async count(q: Omit<QueryInput, 'startKey' | 'projection'>): Promise<number> {
      let total = 0;
      let startKey: Item | undefined;
      do {
        const r = await ddb.send(new QueryCommand({ ...queryInput(tableName, { ...q, startKey }), Select: 'COUNT' }));
        total += r.Count ?? 0;
        startKey = r.LastEvaluatedKey;
      } while (startKey);
      return total;
    },

    batchGet(keyList: readonly Key[], opts: { consistent?: boolean; projection?: readonly string[] } = {}) {
      return batchGetAll(ddb, tableName, keyList, opts);
    },

    /** Unconditional puts (whole items) and deletes (keys), 25 per BatchWrite, several at once (batch-write.ts). */
    batchWrite(writes: { puts?: readonly Item[]; deletes?: readonly Key[] }): Promise<void> {
      return batchWriteAll(ddb, tableName, writes);
    },

    put(item: Item, opts: WriteOptions = {}): Promise<WriteOutcome> {
      return write(() => ddb.send(new PutCommand({ ...putInput(tableName, item, opts), ...extra(opts) })), opts);
    },

    update(key: Key, spec: UpdateSpec, opts: WriteOptions = {}): Promise<WriteOutcome> {
      return write(
        () => ddb.send(new UpdateCommand({ ...updateInput(tableName, key, spec, opts), ...extra(opts) })),
        opts,
      );
    },

    delete(key: Key, opts: WriteOptions = {}): Promise<WriteOutcome> {
      return write(() => ddb.send(new DeleteCommand({ ...deleteInput(tableName, key, opts), ...extra(opts) })), opts);
    },

    /** Parts of a transaction, built like the single writes. */
    tx: {
      put: (item: Item, opts: TxWriteOptions = {}): TxPart => ({
        Put: { ...putInput(tableName, item, opts), ...txExtra(opts) },
      }),
      update: (key: Key, spec: UpdateSpec, opts: TxWriteOptions = {}): TxPart => ({
        Update: { ...updateInput(tableName, key, spec, opts), ...txExtra(opts) } as TxPart['Update'],
      }),
      delete: (key: Key, opts: TxWriteOptions = {}): TxPart => ({
        Delete: { ...deleteInput(tableName, key, opts), ...txExtra(opts) },
      }),
      check: (key: Key, guard: Condition): TxPart => ({ ConditionCheck: checkInput(tableName, key, guard) }),
    },

    /**
     * One TransactWriteItems. A cancellation answers ok: false with a code per part (other errors throw); with
     * `retry`, a cancellation by a concurrent transaction only is tried again (retry.ts) before it is answered.
     */
    async transact(parts: readonly TxPart[], opts: { retry?: RetryOptions; token?: string } = {}): Promise<TxOutcome> {
      const once = async (): Promise<TxOutcome> => {
        try {
          await ddb.send(
            new TransactWriteCommand({
              TransactItems: [...parts],
              ...(opts.token ? { ClientRequestToken: opts.token } : {}),
            }),
          );
          return { ok: true };
        } catch (err) {
          const codes = cancellationCodes(err);
          if (!codes) throw err;
          const reasons = (err as { CancellationReasons?: { Item?: unknown }[] }).CancellationReasons ?? [];
          return txFailure(
            codes,
            reasons.map((r) => r.Item),
          );
        }
      };
      if (!opts.retry) return once();
      let last: TxOutcome = { ok: true };
      return retry(
        async () => {
          last = await once();
          return !last.ok && last.conflict ? AGAIN : last;
        },
        { ...opts.retry, exhausted: () => last },
      );
    },
  };
}
export type Table = ReturnType<typeof makeTable>;
