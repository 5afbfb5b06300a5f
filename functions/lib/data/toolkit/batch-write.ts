import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** DynamoDB's BatchWriteItem takes at most 25 puts and deletes. */
const BATCH_WRITE_MAX = 25;
const MAX_TRIES = 9;
const PARALLEL_BATCHES = 8;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Unconditional puts and deletes, 25 per BatchWrite, at most 8 batches in flight, following unprocessed requests with
 * a growing pause. Requests DynamoDB still leaves unprocessed after 9 tries throw rather than pass as written.
 */
export async function batchWriteAll(
  ddb: DynamoDBDocumentClient,
  tableName: string,
  writes: { puts?: readonly Record<string, unknown>[]; deletes?: readonly Record<string, unknown>[] },
): Promise<void> {
  const requests = [
    ...(writes.puts ?? []).map((Item) => ({ PutRequest: { Item } })),
    ...(writes.deletes ?? []).map((Key) => ({ DeleteRequest: { Key } })),
  ];
  const batches: (typeof requests)[] = [];
  for (let i = 0; i < requests.length; i += BATCH_WRITE_MAX) batches.push(requests.slice(i, i + BATCH_WRITE_MAX));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let pending: unknown[] = batches[next++]!;
      for (let attempt = 0; pending.length; attempt++) {
        if (attempt > 0) {
          if (attempt >= MAX_TRIES) throw new Error(`BatchWrite: ${pending.length} write(s) stayed unprocessed`);
          await sleep(Math.min(1000, 25 * 2 ** attempt));
        }
        const r = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending as never } }));
        pending = r.UnprocessedItems?.[tableName] ?? [];
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, worker));
}
