import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTable } from './table.js';

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const mock = mockClient(ddb);
const table = makeTable(ddb, 'T');
const item = (i: number) => ({ pk: `P#${i}`, sk: 'S', n: i });

beforeEach(() => mock.reset());

describe('batch writes: 25 per request, unprocessed ones sent again', () => {
  it('sends 30 puts and 2 deletes as two requests of at most 25', async () => {
    mock.on(BatchWriteCommand).resolves({});
    await table.batchWrite({
      puts: Array.from({ length: 30 }, (_, i) => item(i)),
      deletes: [{ pk: 'X', sk: '1' }, { pk: 'X', sk: '2' }],
    });
    const sent = mock.commandCalls(BatchWriteCommand).map((call) => call.args[0].input.RequestItems!.T!);
    expect(sent.map((batch) => batch.length)).toEqual([25, 7]);
    expect(sent[0]![0]).toEqual({ PutRequest: { Item: item(0) } });
    expect(sent[1]![6]).toEqual({ DeleteRequest: { Key: { pk: 'X', sk: '2' } } });
  });

  it('sends what DynamoDB left unprocessed again, and nothing when there is nothing to write', async () => {
    const left = [{ PutRequest: { Item: item(1) } }];
    mock.on(BatchWriteCommand).resolvesOnce({ UnprocessedItems: { T: left } }).resolves({});
    await table.batchWrite({ puts: [item(0), item(1)] });
    const calls = mock.commandCalls(BatchWriteCommand);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.args[0].input.RequestItems!.T).toEqual(left);
    mock.resetHistory();
    await table.batchWrite({});
    expect(mock.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });
});
