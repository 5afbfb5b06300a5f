/**
 * A page of a history kept under one key prefix (a vendor's or a request's audit log), newest first. One Query of one
 * more than the page, so the last page answers no cursor and "Load more" never fetches an empty page.
 */
import { fromKey, type Item } from './commands.js';
import { cutPage, decodeCursor } from './cursor.js';
import type { Table } from './table.js';

export async function newestFirstPage(
  table: Table,
  prefix: Readonly<Record<string, string>>,
  cursor: string | undefined,
  limit: number,
): Promise<{ items: Item[]; nextCursor: string | null }> {
  const q = fromKey(prefix);
  const r = await table.query({ ...q, newestFirst: true, startKey: decodeCursor(cursor, q), limit: limit + 1 });
  return cutPage(r.items, limit, r.lastKey, q);
}
