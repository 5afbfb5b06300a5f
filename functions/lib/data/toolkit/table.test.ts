import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from '../../../../shared/zod.js';
import { keys } from '../keys.js';
import { c } from './conditions.js';
import { defineEntity, isType } from './entity.js';
import { makeTable } from './table.js';

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const mock = mockClient(ddb);
const table = makeTable(ddb, 'T');
const area = defineEntity({
  type: 'area',
  schema: z.object({ _type: z.literal('area'), id: z.string(), name: z.string() }),
  key: keys.area,
});
const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

beforeEach(() => mock.reset());

describe('the table: reads parse, writes answer whether their guard held', () => {
  it('reads an item through its entity, and undefined when absent', async () => {
    mock
      .on(GetCommand)
      .resolvesOnce({ Item: { ...keys.area('A1'), _type: 'area', id: 'A1', name: 'North' } })
      .resolvesOnce({});
    await expect(table.get(area.key('A1'), { parser: area })).resolves.toEqual({
      _type: 'area',
      id: 'A1',
      name: 'North',
    });
    await expect(table.get(area.key('A2'), { parser: area })).resolves.toBeUndefined();
  });

  it('tells item types apart by _type', () => {
    expect(area.is({ _type: 'area', pk: 'X' })).toBe(true);
    expect(area.is({ _type: 'space', pk: 'CATALOG', sk: 'AREA#1' })).toBe(false);
    expect(area.tryParse({ _type: 'area', id: 'A1' })).toBeUndefined();
    expect(isType({ _type: 'space' }, 'space')).toBe(true);
  });

  it('follows every page of a query, one request each', async () => {
    mock
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ id: 1 }], LastEvaluatedKey: { pk: 'P', sk: '1' } })
      .resolvesOnce({ Items: [{ id: 2 }] });
    await expect(table.queryAll({ pk: 'P' })).resolves.toEqual([{ id: 1 }, { id: 2 }]);
    expect(mock.commandCalls(QueryCommand)[1]!.args[0].input.ExclusiveStartKey).toEqual({ pk: 'P', sk: '1' });
  });

  it('counts what a query matches over every page, reading no item', async () => {
    mock
      .on(QueryCommand)
      .resolvesOnce({ Count: 2, LastEvaluatedKey: { pk: 'P', sk: '2' } })
      .resolvesOnce({ Count: 1 });
    await expect(table.count({ pk: 'P' })).resolves.toBe(3);
    const calls = mock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(calls.map((input) => input.Select)).toEqual(['COUNT', 'COUNT']);
    expect(calls[1]!.ExclusiveStartKey).toEqual({ pk: 'P', sk: '2' });
  });

  it('answers ok: false when a put guard fails, and throws any other error', async () => {
    mock
      .on(PutCommand)
      .rejectsOnce(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }))
      .rejectsOnce(new Error('throttled'))
      .resolvesOnce({});
    await expect(table.put({ pk: 'P', sk: 'S' }, { guard: c.absent() })).resolves.toEqual({ ok: false });
    await expect(table.put({ pk: 'P', sk: 'S' }, { guard: c.absent() })).rejects.toThrow('throttled');
    await expect(table.put({ pk: 'P', sk: 'S' })).resolves.toEqual({ ok: true });
  });

  it('answers which part of a transaction refused', async () => {
    mock.on(TransactWriteCommand).rejectsOnce(cancelled('None', 'ConditionalCheckFailed'));
    const r = await table.transact([table.tx.put({ pk: 'A' }), table.tx.check({ pk: 'B', sk: 'B' }, c.present())]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect([r.failedAt(0), r.failedAt(1), r.conflict]).toEqual([false, true, false]);
    expect(r.codes).toEqual(['None', 'ConditionalCheckFailed']);
  });

  it('tells a part refused on a present item from one refused on a missing item, when asked to report it', async () => {
    const part = table.tx.delete(
      { pk: 'A', sk: 'A' },
      { guard: c.notExists('vendorId'), returnCurrentOnRefusal: true },
    );
    expect(part.Delete).toMatchObject({ ReturnValuesOnConditionCheckFailure: 'ALL_OLD' });
    expect(table.tx.delete({ pk: 'A', sk: 'A' }).Delete).not.toHaveProperty('ReturnValuesOnConditionCheckFailure');
    const refused = (item?: object) =>
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed', ...(item ? { Item: item } : {}) }, { Code: 'None' }],
      });
    mock
      .on(TransactWriteCommand)
      .rejectsOnce(refused({ pk: { S: 'A' }, vendorId: { S: 'V1' } }))
      .rejectsOnce(refused());
    const present = await table.transact([part, table.tx.put({ pk: 'B' })]);
    const missing = await table.transact([part, table.tx.put({ pk: 'B' })]);
    if (present.ok || missing.ok) throw new Error('both transactions were refused');
    expect([present.refusedPresent(0), present.refusedPresent(1)]).toEqual([true, false]);
    expect(missing.refusedPresent(0)).toBe(false);
  });

  it('tries a transaction again on a conflict only when asked, and answers the conflict when it persists', async () => {
    mock.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    const once = await table.transact([table.tx.put({ pk: 'A' })]);
    expect(once).toMatchObject({ ok: false, conflict: true });
    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(1);
    mock.resetHistory();
    const retried = await table.transact([table.tx.put({ pk: 'A' })], { retry: { pauseMs: () => 0 } });
    expect(retried).toMatchObject({ ok: false, conflict: true });
    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(3);
    mock.reset();
    mock.on(TransactWriteCommand).rejectsOnce(cancelled('TransactionConflict')).resolves({});
    await expect(table.transact([table.tx.put({ pk: 'A' })], { retry: { pauseMs: () => 0 } })).resolves.toEqual({
      ok: true,
    });
  });
});
