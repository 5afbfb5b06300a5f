import { describe, expect, it } from 'vitest';
import { aggregatePartUpdate, parseAggregate } from './tender-aggregate.js';

describe('the per-date tender aggregate', () => {
  it('reads each vendor’s tokens and sales parts, leaving out a part that does not parse', () => {
    const parsed = parseAggregate({
      _type: 'tender_aggregate',
      marketDateId: 'md1',
      date: '2026-06-07',
      tokens_v1: { vendorName: 'Apple Acres', byTender: { snap: 1000 } },
      tokens_v2: { vendorName: 'Broken', byTender: { snap: 'ten dollars' } },
      sales_v1: { vendorName: '', byTender: { card: 6000, snap: 1000 } },
      updatedAt: '2026-06-07T20:00:00.000Z',
    });
    expect(parsed).toEqual({
      marketDateId: 'md1',
      date: '2026-06-07',
      tokens: [{ vendorId: 'v1', vendorName: 'Apple Acres', byTender: { snap: 1000 } }],
      sales: [{ vendorId: 'v1', vendorName: '', byTender: { card: 6000, snap: 1000 } }],
    });
    expect(parseAggregate({ _type: 'something_else' })).toBeUndefined();
  });

  it('sets one vendor’s part, or removes it, without touching the others', () => {
    const md = { id: 'md1', date: '2026-06-07' };
    const set = aggregatePartUpdate('t', md, 'tokens', 'v1', { vendorName: 'A', byTender: { snap: 5 } }, 'now');
    expect(set.Update?.UpdateExpression).toMatch(/, #part = :part$/);
    expect(set.Update?.ExpressionAttributeNames?.['#part']).toBe('tokens_v1');
    const removed = aggregatePartUpdate('t', md, 'sales', 'v1', null, 'now');
    expect(removed.Update?.UpdateExpression).toMatch(/ REMOVE #part$/);
    expect(removed.Update?.ExpressionAttributeNames?.['#part']).toBe('sales_v1');
    expect(removed.Update?.ExpressionAttributeValues).not.toHaveProperty(':part');
  });
});
