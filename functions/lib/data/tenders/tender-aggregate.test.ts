import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { makeTable } from '../toolkit/index.js';
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
    const table = makeTable({} as DynamoDBDocumentClient, 't');
    const md = { id: 'md1', date: '2026-06-07' };
    const part = { vendorName: 'A', byTender: { snap: 5 } };
    const set = aggregatePartUpdate(table, md, 'tokens', 'v1', part, 'now').Update!;
    const setName = placeholderOf(set.ExpressionAttributeNames, 'tokens_v1');
    const setValue = set.UpdateExpression!.match(new RegExp(`${setName} = (:v\\d+)$`))?.[1];
    expect(set.ExpressionAttributeValues?.[setValue!]).toEqual(part);
    expect(Object.values(set.ExpressionAttributeNames ?? {})).not.toContain('sales_v1');
    const removed = aggregatePartUpdate(table, md, 'sales', 'v1', null, 'now').Update!;
    const removedName = placeholderOf(removed.ExpressionAttributeNames, 'sales_v1');
    expect(removed.UpdateExpression).toMatch(new RegExp(` REMOVE ${removedName}$`));
    expect(removed.UpdateExpression).not.toContain(`${removedName} =`);
    expect(Object.values(removed.ExpressionAttributeValues ?? {})).not.toContainEqual(part);
  });
});

/** The placeholder an update uses for an attribute name. */
function placeholderOf(names: Record<string, string> | undefined, attribute: string): string {
  const found = Object.entries(names ?? {}).find(([, n]) => n === attribute)?.[0];
  expect(found).toBeDefined();
  return found!;
}
