/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { expect } from 'vitest';
import type { ApiClient } from './client.js';

/**
 * Every page of a list the API pages by cursor, `limit` rows a page: nextCursor followed to the end, each answer a
 * 200. At most 100 pages, so a cursor that leads back on itself fails the test's count instead of hanging it.
 * `rowsOf` picks a page's rows out of its body (`items` unless told otherwise).
 */
export async function everyPage(
  client: ApiClient,
  path: string,
  limit: number,
  rowsOf: (body: any) => any[] = (body) => body.items,
): Promise<{ rows: any[]; sizes: number[] }> {
  const rows: any[] = [];
  const sizes: number[] = [];
  const sep = path.includes('?') ? '&' : '?';
  let cursor: string | null = null;
  do {
    const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await client.get(`${path}${sep}limit=${limit}${after}`);
    expect(res.status, res.text).toBe(200);
    const page = rowsOf(res.body);
    sizes.push(page.length);
    rows.push(...page);
    cursor = res.body.nextCursor as string | null;
  } while (cursor && sizes.length < 100);
  return { rows, sizes };
}
