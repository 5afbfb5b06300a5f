/**
 * One page of a query from the cursor the last page answered. An unfiltered query reads one more than the page, so
 * the last page answers no cursor and "Load more" never fetches an empty page; a filtered one reads OVER_READ times
 * the page, so a filter that matches few rows seldom answers a sparse page.
 */
import { fromKey, type Item, type QueryInput } from './commands.js';
import { cutPage, decodeCursor } from './cursor.js';
import type { Table } from './table.js';

const OVER_READ = 4;

export async function queryPage(
  table: Table,
  query: QueryInput,
  cursor: string | undefined,
  limit: number,
): Promise<{ items: Item[]; nextCursor: string | null }> {
  const read = query.filter ? limit * OVER_READ : limit + 1;
  const r = await table.query({ ...query, startKey: decodeCursor(cursor, query), limit: read });
  return cutPage(r.items, limit, r.lastKey, query);
}

/** A history kept under one key prefix (a vendor's or a request's audit log), newest first. */
export function newestFirstPage(
  table: Table,
  prefix: Readonly<Record<string, string>>,
  cursor: string | undefined,
  limit: number,
): Promise<{ items: Item[]; nextCursor: string | null }> {
  return queryPage(table, { ...fromKey(prefix), newestFirst: true }, cursor, limit);
}
