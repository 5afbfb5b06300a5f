/**
 * Pure builders of the command inputs: the same put, update, delete and check go alone to DynamoDB or into a
 * transaction. Callers pass keys from keys.ts and conditions from conditions.ts; the strings are made here.
 */
import type {
  DeleteCommandInput,
  GetCommandInput,
  PutCommandInput,
  QueryCommandInput,
  TransactWriteCommandInput,
  UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { TABLE_GSIS, TABLE_KEY } from '../table-definition.js';
import type { Condition, SortKeyCondition } from './conditions.js';
import { ExpressionContext } from './expressions.js';
import type { UpdateSpec } from './updates.js';

export type Key = Record<string, string>;
export type Item = Record<string, unknown>;
export type TxPart = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type IndexName = (typeof TABLE_GSIS)[number]['indexName'];

export interface GuardOptions {
  /** The write happens only when this holds; otherwise it is refused (a put/update/delete answers ok: false). */
  guard?: Condition;
}

export interface QueryInput {
  /** A GSI's name; the table's own key when left out. */
  index?: IndexName;
  pk: string;
  sk?: SortKeyCondition;
  filter?: Condition;
  limit?: number;
  consistent?: boolean;
  /** Highest sort key first. */
  newestFirst?: boolean;
  projection?: readonly string[];
  startKey?: Item;
}

/** The key attributes a query's index is read by: the table's own, or the GSI's. */
export function keyNames(index: IndexName | undefined): { pk: string; sk: string } {
  if (!index) return { pk: TABLE_KEY.partitionKey, sk: TABLE_KEY.sortKey };
  const gsi = TABLE_GSIS.find((g) => g.indexName === index);
  if (!gsi) throw new Error(`Unknown index ${index}`);
  return { pk: gsi.partitionKey, sk: gsi.sortKey };
}

/**
 * A keys.ts value as a query: `{ pk, sk? , skPrefix? }` on the table, or `{ gsiNpk, gsiNsk? }` on that index
 * (a given sort key is matched exactly; a skPrefix by begins_with).
 */
export function fromKey(k: Readonly<Record<string, string>>): Pick<QueryInput, 'index' | 'pk' | 'sk'> {
  if (k.pk !== undefined) {
    const sk = k.sk !== undefined ? k.sk : k.skPrefix !== undefined ? { beginsWith: k.skPrefix } : undefined;
    return { pk: k.pk, ...(sk !== undefined ? { sk } : {}) };
  }
  const gsi = TABLE_GSIS.find((g) => k[g.partitionKey] !== undefined);
  if (!gsi) throw new Error(`No partition key in ${Object.keys(k).join(', ')}`);
  const sk = k[gsi.sortKey];
  return { index: gsi.indexName, pk: k[gsi.partitionKey]!, ...(sk !== undefined ? { sk } : {}) };
}

export function getInput(
  TableName: string,
  Key: Key,
  opts: { consistent?: boolean; projection?: readonly string[] } = {},
): GetCommandInput {
  const ctx = new ExpressionContext();
  const projection = opts.projection ? { ProjectionExpression: ctx.projection(opts.projection) } : {};
  return { TableName, Key, ...(opts.consistent ? { ConsistentRead: true } : {}), ...projection, ...ctx.attributes() };
}

export function queryInput(TableName: string, q: QueryInput): QueryCommandInput {
  const ctx = new ExpressionContext();
  const names = keyNames(q.index);
  const KeyConditionExpression = ctx.keyCondition(names.pk, q.pk, names.sk, q.sk);
  const filter = q.filter ? { FilterExpression: ctx.condition(q.filter) } : {};
  const projection = q.projection ? { ProjectionExpression: ctx.projection(q.projection) } : {};
  return {
    TableName,
    ...(q.index ? { IndexName: q.index } : {}),
    KeyConditionExpression,
    ...filter,
    ...projection,
    ...ctx.attributes(),
    ...(q.limit !== undefined ? { Limit: q.limit } : {}),
    ...(q.consistent ? { ConsistentRead: true } : {}),
    ...(q.newestFirst ? { ScanIndexForward: false } : {}),
    ...(q.startKey ? { ExclusiveStartKey: q.startKey } : {}),
  };
}

function guarded(ctx: ExpressionContext, guard: Condition | undefined) {
  return guard ? { ConditionExpression: ctx.condition(guard) } : {};
}

export function putInput(TableName: string, Item: Item, opts: GuardOptions = {}): PutCommandInput {
  const ctx = new ExpressionContext();
  return { TableName, Item, ...guarded(ctx, opts.guard), ...ctx.attributes() };
}

export function updateInput(
  TableName: string,
  Key: Key,
  spec: UpdateSpec,
  opts: GuardOptions = {},
): UpdateCommandInput {
  const ctx = new ExpressionContext();
  const UpdateExpression = ctx.update(spec);
  return { TableName, Key, UpdateExpression, ...guarded(ctx, opts.guard), ...ctx.attributes() };
}

export function deleteInput(TableName: string, Key: Key, opts: GuardOptions = {}): DeleteCommandInput {
  const ctx = new ExpressionContext();
  return { TableName, Key, ...guarded(ctx, opts.guard), ...ctx.attributes() };
}

export function checkInput(TableName: string, Key: Key, guard: Condition) {
  const ctx = new ExpressionContext();
  return { TableName, Key, ConditionExpression: ctx.condition(guard), ...ctx.attributes() };
}
