import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditActor } from '../../http/request-origin.js';
import { makeSpaceRequestItem } from './market-date.items.js';
import { makeSpaceRequestsRepository } from './space-requests.repository.js';
import { readable } from '../../../../test/fixtures/readable-expression.js';

const ddb = mockClient(DynamoDBDocumentClient);
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const AT = '2030-01-01T00:00:00.000Z';
const LATER = '2030-01-02T00:00:00.000Z';
const actor: AuditActor = { userId: 'u1', userName: 'Ada', ipAddress: null, userAgent: null };
const request = makeSpaceRequestItem({
  id: 'r1',
  vendorId: 'v1',
  marketDateId: 'd1',
  date: '2030-06-02',
  status: 'approved',
  spaceId: 's1',
  amountDue: 3000,
  amountBalance: 3000,
  createdAt: AT,
  updatedAt: AT,
});
/** An expression with its placeholders filled in, so an assertion reads the condition itself. */
const spelled = (
  expression: string | undefined,
  input: { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> },
) =>
  (expression ?? '')
    .replace(/#\w+/g, (n) => input.ExpressionAttributeNames?.[n] ?? n)
    .replace(/:\w+/g, (v) => JSON.stringify(input.ExpressionAttributeValues?.[v]));
const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('the space request repository', () => {
  beforeEach(() => ddb.reset());

  it('skips a request, hands its space back and logs the change, all in one transaction', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const repo = makeSpaceRequestsRepository(client, 't');
    const written = await repo.transition(
      request,
      'approved',
      { status: 'skipped', spaceId: null, amountDue: 0, amountBalance: 0, updatedAt: LATER },
      actor,
      { releaseSpaceId: 's1' },
    );
    expect(written).toMatchObject({ status: 'skipped', spaceId: null, updatedAt: LATER });
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Update).toMatchObject({ Key: { pk: 'MARKET_DATE#d1', sk: 'REQUEST#v1' } });
    expect(spelled(items[0]!.Update!.ConditionExpression, items[0]!.Update!)).toBe(
      '(attribute_exists(pk)) AND (status = "approved")',
    );
    expect(items[1]!.Update).toMatchObject({ Key: { pk: 'MARKET_DATE#d1', sk: 'SPACE#s1' } });
    expect(items[2]!.Delete).toMatchObject({ Key: { pk: 'MARKET_DATE#d1', sk: 'ASSIGNED#v1' } });
    expect(items[3]!.Update).toMatchObject({ Key: { pk: 'MARKET_DATE#d1', sk: 'MARKET_DATE' } });
    const audit = items.slice(4, -1).map((i) => i.Put!.Item!);
    expect(audit.map((a) => [a.fieldName, a.oldValue, a.newValue])).toEqual([
      ['status', 'approved', 'skipped'],
      ['amountDue', '3000', '0'],
      ['amountBalance', '3000', '0'],
    ]);
    expect(audit[0]).toMatchObject({ pk: 'SPACE_REQUEST#r1', userName: 'Ada', changeType: 'update' });
    // The date's tally: one approved request owing 3000 and holding its space becomes a skip holding none.
    const tally = items.at(-1)!.Update!;
    expect(tally.Key).toEqual({ pk: 'MARKET_DATE#d1', sk: 'DATE_TALLY' });
    expect(readable(tally).update).toMatch(/ADD .*approved -1.*skipped 1/);
  });

  it('answers "changed" when the status is not the one read, and leaves a space that is no longer the vendor’s', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(cancelled('ConditionalCheckFailed'));
    const repo = makeSpaceRequestsRepository(client, 't');
    expect(await repo.transition(request, 'approved', { status: 'canceled' }, actor)).toBe('changed');

    ddb.reset();
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'ConditionalCheckFailed', 'None', 'None'))
      .resolves({});
    const written = await repo.transition(request, 'approved', { status: 'skipped', updatedAt: LATER }, actor, {
      releaseSpaceId: 's1',
    });
    expect(written).toMatchObject({ status: 'skipped' });
    const retried = ddb.commandCalls(TransactWriteCommand)[1]!.args[0].input.TransactItems!;
    expect(retried.map((i) => Object.keys(i)[0])).toEqual(['Update', 'Put', 'Update']);
  });

  it('tries again when another transaction was touching the request at that moment', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(cancelled('TransactionConflict')).resolves({});
    const repo = makeSpaceRequestsRepository(client, 't');
    expect(await repo.updateFinancials(request, AT, { amountBase: 100, updatedAt: LATER }, actor)).toMatchObject({
      amountBase: 100,
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('finds a request by id in two reads, and reads its history newest first in one', async () => {
    ddb.on(QueryCommand).resolvesOnce({ Items: [{ pk: 'MARKET_DATE#d1', sk: 'REQUEST#v1' }] });
    ddb.on(GetCommand).resolves({ Item: request });
    const repo = makeSpaceRequestsRepository(client, 't');
    expect(await repo.findById('r1')).toMatchObject({ id: 'r1' });
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({ ConsistentRead: true });

    ddb.on(QueryCommand).resolves({ Items: [] });
    expect(await repo.auditLog('r1', { limit: 50 })).toEqual({ items: [], nextCursor: null });
    const history = ddb.commandCalls(QueryCommand)[1]!.args[0].input;
    // One more than the page, so a full last page answers no cursor.
    expect(history).toMatchObject({ ScanIndexForward: false, Limit: 51 });
    expect(spelled(history.KeyConditionExpression, history)).toBe(
      'pk = "SPACE_REQUEST#r1" AND begins_with(sk, "AUDIT#")',
    );
  });
});
