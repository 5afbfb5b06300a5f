import { describe, expect, it } from 'vitest';
import { PAGE_MSG } from '../../../../shared/schemas/page.js';
import { decodeCursor, encodeCursor } from './cursor.js';

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
