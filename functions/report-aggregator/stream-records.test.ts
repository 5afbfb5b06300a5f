import { describe, expect, it } from 'vitest';
import { changedItems } from './stream-records.js';

describe('stream records', () => {
  it('reads keys and images, an emptied false included', () => {
    const [c] = changedItems([
      {
        dynamodb: {
          Keys: { pk: { S: 'VENDOR#V1' }, sk: { S: 'PAYMENT#P1' } },
          NewImage: {
            pk: { S: 'VENDOR#V1' },
            amount: { N: '500' },
            isLatePayment: {} as never,
            tags: { L: [{ S: 'a' }] },
          },
        },
      },
    ]);
    expect(c).toEqual({
      pk: 'VENDOR#V1',
      sk: 'PAYMENT#P1',
      newImage: { pk: 'VENDOR#V1', amount: 500, isLatePayment: false, tags: ['a'] },
    });
  });
});
