import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { readable } from '../../../../test/fixtures/readable-expression.js';
import { makeSpacesRepository, type AssignWrite } from './spaces.repository.js';
import { makeSpaceRequestItem } from './market-date.items.js';

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const mock = mockClient(ddb);
const repo = makeSpacesRepository(ddb, 'marketday');

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const write: AssignWrite = {
  marketDateId: 'd1',
  spaceId: 's1',
  vendorId: 'v1',
  isDefault: false,
  by: 'admin-1',
  at: '2032-01-01T00:00:00.000Z',
  request: { kind: 'link' },
};

describe('assigning in one transaction', () => {
  beforeEach(() => mock.reset());

  it('writes the space, the one-space-per-vendor guard, the request and the date count together', async () => {
    mock.on(TransactWriteCommand).resolves({});
    expect(await repo.assign(write)).toBe('ok');
    const items = mock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items.map((i) => Object.keys(i)[0])).toEqual(['Update', 'Put', 'Update', 'Update', 'Update']);
    expect(items[0]!.Update!.Key).toEqual({ pk: 'MARKET_DATE#d1', sk: 'SPACE#s1' });
    expect(items[1]!.Put).toMatchObject({ Item: { pk: 'MARKET_DATE#d1', sk: 'ASSIGNED#v1', spaceId: 's1' } });
    expect(readable(items[1]!.Put!).condition).toBe('attribute_not_exists(pk)');
    expect(items[2]!.Update!.Key).toEqual({ pk: 'MARKET_DATE#d1', sk: 'REQUEST#v1' });
    expect(readable(items[3]!.Update!).update).toMatch(/ADD assignedCount 1/);
    // A request not read beforehand cannot say how the tally moves: it is counted again on its next read.
    expect(items[4]!.Update!.Key).toEqual({ pk: 'MARKET_DATE#d1', sk: 'DATE_TALLY' });
    expect(readable(items[4]!.Update!).update).toMatch(/REMOVE counted/);
  });

  it('moves the date tally by the linked request: an approved request placed on its space', async () => {
    mock.on(TransactWriteCommand).resolves({});
    const linkedRequest = makeSpaceRequestItem({
      id: 'r1',
      vendorId: 'v1',
      marketDateId: 'd1',
      date: '2032-01-04',
      status: 'approved',
      createdAt: write.at,
      updatedAt: write.at,
    });
    expect(await repo.assign({ ...write, linkedRequest })).toBe('ok');
    const items = mock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(readable(items[2]!.Update!).condition).toMatch(/status = "approved"/);
    expect(readable(items[4]!.Update!).update).toMatch(/ADD activeUnplaced -1, linked 1, writes 1/);
  });

  it('names the item that refused: the space, the guard, the request', async () => {
    mock.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None', 'None', 'None'));
    expect(await repo.assign(write)).toBe('space-taken');
    mock.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed', 'None', 'None'));
    expect(await repo.assign(write)).toBe('vendor-has-space');
    mock.on(TransactWriteCommand).rejects(cancelled('None', 'None', 'ConditionalCheckFailed', 'None'));
    expect(await repo.assign(write)).toBe('request-changed');
  });

  it('tries again when another transaction only touched the same date at that moment', async () => {
    mock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'None', 'None', 'TransactionConflict'))
      .resolves({});
    expect(await repo.assign(write)).toBe('ok');
    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('gives up after twelve conflicts', async () => {
    mock.on(TransactWriteCommand).rejects(cancelled('None', 'None', 'None', 'TransactionConflict'));
    expect(await repo.assign(write)).toBe('conflict');
    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(12);
  });
});
