import { describe, expect, it } from 'vitest';
import { keys } from '../keys.js';
import { checkInput, deleteInput, fromKey, getInput, putInput, queryInput, updateInput } from './commands.js';
import { c } from './conditions.js';
import { u } from './updates.js';

describe('the toolkit writes the expression strings', () => {
  it('queries a partition with a sort-key prefix, a filter, newest first, one page', () => {
    expect(
      queryInput('T', {
        ...fromKey(keys.vendorNotesPrefix('V1')),
        filter: c.eq('archived', false),
        newestFirst: true,
        limit: 20,
        projection: ['id', 'name'],
      }),
    ).toEqual({
      TableName: 'T',
      KeyConditionExpression: '#n0 = :v0 AND begins_with(#n1, :v1)',
      FilterExpression: '#n2 = :v2',
      ProjectionExpression: '#n3, #n4',
      ExpressionAttributeNames: { '#n0': 'pk', '#n1': 'sk', '#n2': 'archived', '#n3': 'id', '#n4': 'name' },
      ExpressionAttributeValues: { ':v0': 'VENDOR#V1', ':v1': 'NOTE#', ':v2': false },
      Limit: 20,
      ScanIndexForward: false,
    });
  });

  it('queries a GSI named by its key attributes, with a sort-key range', () => {
    const q = queryInput('T', {
      ...fromKey(keys.vendorRemindersPartition),
      sk: { between: ['2025-01-01', '2025-02-01'] },
    });
    expect(q).toMatchObject({
      IndexName: 'gsi3',
      KeyConditionExpression: '#n0 = :v0 AND #n1 BETWEEN :v1 AND :v2',
      ExpressionAttributeNames: { '#n0': 'gsi3pk', '#n1': 'gsi3sk' },
      ExpressionAttributeValues: { ':v0': 'VENDOR_REMINDERS', ':v1': '2025-01-01', ':v2': '2025-02-01' },
    });
    expect(queryInput('T', { ...fromKey(keys.marketDateCalendar('2025-05-04')) }).KeyConditionExpression).toBe(
      '#n0 = :v0 AND #n1 = :v1',
    );
    expect(queryInput('T', { pk: 'P', sk: { lt: 'b' }, consistent: true })).toMatchObject({
      KeyConditionExpression: '#n0 = :v0 AND #n1 < :v1',
      ConsistentRead: true,
    });
  });

  it('gets consistently with a projection, and leaves out empty attribute maps', () => {
    expect(getInput('T', keys.vendor('V1'))).toEqual({ TableName: 'T', Key: { pk: 'VENDOR#V1', sk: 'VENDOR' } });
    expect(getInput('T', keys.vendor('V1'), { consistent: true, projection: ['status'] })).toEqual({
      TableName: 'T',
      Key: { pk: 'VENDOR#V1', sk: 'VENDOR' },
      ConsistentRead: true,
      ProjectionExpression: '#n0',
      ExpressionAttributeNames: { '#n0': 'status' },
    });
  });

  it('guards a put: absent, or one field equal, or a custom condition', () => {
    expect(putInput('T', { pk: 'A', sk: 'B' }, { guard: c.absent() })).toEqual({
      TableName: 'T',
      Item: { pk: 'A', sk: 'B' },
      ConditionExpression: 'attribute_not_exists(#n0)',
      ExpressionAttributeNames: { '#n0': 'pk' },
    });
    const guard = c.and(
      c.present(),
      c.eq('updatedAt', 'X'),
      c.or(c.lt(c.size('sessions'), 5), c.ne('status', c.attr('was'))),
    );
    expect(putInput('T', { pk: 'A' }, { guard })).toMatchObject({
      ConditionExpression: '(attribute_exists(#n0)) AND (#n1 = :v0) AND ((size(#n2) < :v1) OR (#n3 <> #n4))',
      ExpressionAttributeNames: { '#n0': 'pk', '#n1': 'updatedAt', '#n2': 'sessions', '#n3': 'status', '#n4': 'was' },
      ExpressionAttributeValues: { ':v0': 'X', ':v1': 5 },
    });
    expect(
      putInput('T', {}, { guard: c.and(c.in('status', ['a', 'b']), c.not(c.beginsWith('sk', 'X'))) }),
    ).toMatchObject({
      ConditionExpression: '(#n0 IN (:v0, :v1)) AND (NOT (begins_with(#n1, :v2)))',
    });
  });

  it('updates with set, if_not_exists, list_append, increment, add, remove and delete, under a guard', () => {
    const input = updateInput(
      'T',
      keys.vendor('V1'),
      {
        set: {
          name: 'N',
          skipped: undefined,
          firstSeen: u.ifNotExists('2025'),
          history: u.listAppend(['x'], { orEmpty: true }),
          balance: u.increment(-250, { from: 0 }),
        },
        add: { count: 1 },
        remove: ['gsi3pk', 'gsi3sk'],
        delete: { tags: new Set(['old']) },
      },
      { guard: c.eq('updatedAt', 'W') },
    );
    expect(input).toEqual({
      TableName: 'T',
      Key: { pk: 'VENDOR#V1', sk: 'VENDOR' },
      UpdateExpression:
        'SET #n0 = :v0, #n1 = if_not_exists(#n1, :v1), #n2 = list_append(if_not_exists(#n2, :v2), :v3), ' +
        '#n3 = if_not_exists(#n3, :v4) + :v5 ADD #n4 :v6 REMOVE #n5, #n6 DELETE #n7 :v7',
      ConditionExpression: '#n8 = :v8',
      ExpressionAttributeNames: {
        '#n0': 'name',
        '#n1': 'firstSeen',
        '#n2': 'history',
        '#n3': 'balance',
        '#n4': 'count',
        '#n5': 'gsi3pk',
        '#n6': 'gsi3sk',
        '#n7': 'tags',
        '#n8': 'updatedAt',
      },
      ExpressionAttributeValues: {
        ':v0': 'N',
        ':v1': '2025',
        ':v2': [],
        ':v3': ['x'],
        ':v4': 0,
        ':v5': -250,
        ':v6': 1,
        ':v7': new Set(['old']),
        ':v8': 'W',
      },
    });
    expect(() => updateInput('T', keys.vendor('V1'), { set: { a: undefined } })).toThrow(/must change something/);
  });

  it('names one attribute once, also in a nested path', () => {
    expect(
      updateInput('T', { pk: 'P', sk: 'S' }, { set: { 'prefs.email': true }, remove: ['prefs.sms'] }),
    ).toMatchObject({
      UpdateExpression: 'SET #n0.#n1 = :v0 REMOVE #n0.#n2',
      ExpressionAttributeNames: { '#n0': 'prefs', '#n1': 'email', '#n2': 'sms' },
    });
  });

  it('guards a delete and a condition check; an unguarded delete carries no expression', () => {
    expect(deleteInput('T', { pk: 'P', sk: 'S' })).toEqual({ TableName: 'T', Key: { pk: 'P', sk: 'S' } });
    expect(deleteInput('T', { pk: 'P', sk: 'S' }, { guard: c.or(c.absent(), c.eq('ownerId', 'A1')) })).toMatchObject({
      ConditionExpression: '(attribute_not_exists(#n0)) OR (#n1 = :v0)',
      ExpressionAttributeValues: { ':v0': 'A1' },
    });
    expect(checkInput('T', keys.spaceType('S1'), c.present())).toEqual({
      TableName: 'T',
      Key: { pk: 'CATALOG', sk: 'SPACE_TYPE#S1' },
      ConditionExpression: 'attribute_exists(#n0)',
      ExpressionAttributeNames: { '#n0': 'pk' },
    });
  });

  it('refuses an empty and()', () => {
    expect(() => putInput('T', {}, { guard: c.and(undefined, false) })).toThrow(/empty and/);
  });
});
