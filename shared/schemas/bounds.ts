/**
 * Bounds for free text and numbers that arrive from outside, where the spec gives none. Every string of a request
 * schema has a maximum length, and every number a range that DynamoDB can store (it holds 38 digits between 1e-130
 * and 1e126) and the market can mean.
 */
import * as z from '../zod.js';

import { TEXT_MAX } from './text-limits.js';

export { TEXT_MAX };

/** A string of an answer's schema. */
export const answerText = (max: number = TEXT_MAX.answer) => z.string().check(z.maxLength(max));

/** Integer cents up to $100 million: far beyond any market fee, and exact as a JavaScript number. */
export const CENTS_MAX = 10_000_000_000;
/** Map coordinates in feet from the map's corner; a market is not wider than a few kilometres. */
const MAP_COORDINATE_MAX = 10_000;
/** Positions of lists (sort orders). */
export const SORT_ORDER_MAX = 1_000_000;
/** How many ids one bulk request may name. */
export const BULK_IDS_MAX = 1000;

/** A page size from the query string: a whole number from 1 to `max`, `fallback` when absent. */
export const pageLimit = (max: number, fallback: number, message?: string) =>
  z._default(
    z.coerce
      .number(message ? { error: message } : undefined)
      .check(z.int(message), z.minimum(1, message), z.maximum(max, message)),
    fallback,
  );

export const mapPositionSchema = (message?: string) => {
  const coordinate = z.pipe(
    z
      .number(message ? { error: message } : undefined)
      .check(z.minimum(-MAP_COORDINATE_MAX, message), z.maximum(MAP_COORDINATE_MAX, message)),
    z.transform((v) => Math.round(v * 1000) / 1000),
  );
  return z.object({ x: coordinate, y: coordinate });
};
