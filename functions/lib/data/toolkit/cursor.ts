/**
 * A page's cursor: the query's LastEvaluatedKey as base64url JSON. What comes back from the address is checked
 * before DynamoDB sees it: exactly the key attributes the query's index uses, all strings, and the partition the
 * query reads, so a cursor edited by hand or kept from another list answers 400, never a 500 from DynamoDB.
 */
import { PAGE_MSG } from '../../../../shared/schemas/page.js';
import { ValidationError } from '../../http/errors.js';
import { keyNames, type Item, type QueryInput } from './commands.js';

export function encodeCursor(lastKey: Item | undefined): string | null {
  return lastKey ? Buffer.from(JSON.stringify(lastKey), 'utf8').toString('base64url') : null;
}

/**
 * The start key a cursor names for `query` (the index it reads and its partition), or undefined for the first page.
 * Use: `table.query({ ...q, startKey: decodeCursor(cursor, q) })`.
 */
export function decodeCursor(cursor: string | undefined, query: Pick<QueryInput, 'index' | 'pk'>): Item | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ValidationError(PAGE_MSG.badCursor);
  }
  if (!isStartKeyOf(key, query)) throw new ValidationError(PAGE_MSG.badCursor);
  return key;
}

/** The attributes of a LastEvaluatedKey: the table's key, and the index's when the query reads one. */
function keyNamesOf(query: Pick<QueryInput, 'index'>): string[] {
  const table = keyNames(undefined);
  const index = query.index ? keyNames(query.index) : undefined;
  return [table.pk, table.sk, ...(index ? [index.pk, index.sk] : [])];
}

function isStartKeyOf(key: unknown, query: Pick<QueryInput, 'index' | 'pk'>): key is Item {
  if (typeof key !== 'object' || key === null || Array.isArray(key)) return false;
  const names = keyNamesOf(query);
  const entries = Object.entries(key);
  return (
    entries.length === names.length &&
    entries.every(([name, value]) => names.includes(name) && typeof value === 'string' && value !== '') &&
    (key as Item)[keyNames(query.index).pk] === query.pk
  );
}

/**
 * A page cut from a query that read more than it shows (a filtered query over-reads so a page is seldom sparse):
 * the first `limit` items, and the cursor after the last one shown, or after what the query read when all fit.
 */
export function cutPage(
  raw: readonly Item[],
  limit: number,
  lastKey: Item | undefined,
  query: Pick<QueryInput, 'index'>,
): { items: Item[]; nextCursor: string | null } {
  if (raw.length <= limit) return { items: [...raw], nextCursor: encodeCursor(lastKey) };
  const items = raw.slice(0, limit);
  const last = items[items.length - 1]!;
  return { items, nextCursor: encodeCursor(Object.fromEntries(keyNamesOf(query).map((n) => [n, last[n]]))) };
}
