/**
 * One page of a list that can grow (the Market Requests list, date payments, vendors, messages, documents, audit
 * logs): `?cursor=&limit=` in, `{ items, nextCursor, total? }` out. The cursor is opaque to the SPA: it sends back
 * what the last page answered, and a list without nextCursor has no more pages.
 */
import * as z from '../zod.js';
import { pageLimit } from './bounds.js';

const PAGE_SIZE_DEFAULT = 50;
const PAGE_SIZE_MAX = 200;
/** A DynamoDB key of a few short attributes, as base64url JSON, stays far below this. */
export const CURSOR_MAX = 2000;

export const PAGE_MSG = {
  badCursor: 'This page link is no longer valid. Load the list again from the first page.',
  badLimit: `The page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`,
} as const;

/** The paging part of a list's query string; a list's own filters and sort extend it. */
export const pageQueryShape = {
  cursor: z.optional(
    z.string().check(z.maxLength(CURSOR_MAX, PAGE_MSG.badCursor), z.regex(/^[\w-]+$/, PAGE_MSG.badCursor)),
  ),
  limit: pageLimit(PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT, PAGE_MSG.badLimit),
};

/** A page of `item`: nextCursor is null on the last page; total counts every item the filters match, when cheap. */
export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    nextCursor: z.nullable(z.string().check(z.maxLength(CURSOR_MAX))),
    total: z.optional(z.int()),
  });
