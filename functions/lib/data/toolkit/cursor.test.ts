import { describe, expect, it } from 'vitest';
import { PAGE_MSG } from '../../../../shared/schemas/page.js';
import { cutPage, decodeCursor, encodeCursor } from './cursor.js';

const onIndex = { index: 'gsi1' as const, pk: 'DATE#d1' };
const lastKey = { pk: 'MARKET_DATE#d1', sk: 'REQUEST#v1', gsi1pk: 'DATE#d1', gsi1sk: 'approved#sunny' };

describe('a page cursor', () => {
  it('gives back the key it was made from, and nothing on the last page', () => {
    expect(decodeCursor(encodeCursor(lastKey)!, onIndex)).toEqual(lastKey);
    expect(encodeCursor(undefined)).toBeNull();
    expect(decodeCursor(undefined, onIndex)).toBeUndefined();
  });

  it('refuses with 400 a cursor that is not one, has other keys, or names another list', () => {
    const bad = [
      'not-json',
      encodeCursor({ pk: 'MARKET_DATE#d1', sk: 'REQUEST#v1' })!,
      encodeCursor({ ...lastKey, extra: 'x' })!,
      encodeCursor({ ...lastKey, gsi1pk: 'DATE#other' })!,
      encodeCursor({ ...lastKey, sk: 7 })!,
      Buffer.from('[1]').toString('base64url'),
    ];
    for (const cursor of bad) {
      expect(() => decodeCursor(cursor, onIndex)).toThrow(
        expect.objectContaining({ status: 400, message: PAGE_MSG.badCursor }),
      );
    }
  });

  it('on the table itself wants only its own key', () => {
    const tableKey = { pk: 'VENDORS', sk: 'VENDOR#v1' };
    expect(decodeCursor(encodeCursor(tableKey)!, { pk: 'VENDORS' })).toEqual(tableKey);
    expect(() => decodeCursor(encodeCursor(lastKey)!, { pk: 'MARKET_DATE#d1' })).toThrow(PAGE_MSG.badCursor);
  });
});

describe('a page cut from a query that read more', () => {
  const row = (n: number) => ({ ...lastKey, sk: `REQUEST#v${n}`, gsi1sk: `approved#v${n}`, name: `v${n}` });

  it('keeps the first `limit` rows and starts the next page right after the last one shown', () => {
    const read = [1, 2, 3, 4, 5].map(row);
    const page = cutPage(read, 3, row(9), onIndex);
    expect(page.items.map((i) => i.name)).toEqual(['v1', 'v2', 'v3']);
    const { name: _name, ...keyOfThird } = row(3);
    expect(decodeCursor(page.nextCursor!, onIndex)).toEqual(keyOfThird);
  });

  it('answers what the query read when it all fits, with its cursor or none', () => {
    expect(cutPage([row(1)], 3, row(1), onIndex).nextCursor).toEqual(encodeCursor(row(1)));
    expect(cutPage([row(1)], 3, undefined, onIndex)).toEqual({ items: [row(1)], nextCursor: null });
  });
});
