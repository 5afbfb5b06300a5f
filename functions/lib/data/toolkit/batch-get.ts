import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ExpressionContext } from './expressions.js';

/** DynamoDB's BatchGetItem takes at most 100 keys. */
const BATCH_GET_MAX = 100;
const MAX_TRIES = 7;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Every item of a key list, 100 keys per BatchGet with the batches sent side by side, following unprocessed keys
 * with a growing pause. Order is not kept; absent items are simply missing. Keys DynamoDB still leaves unprocessed
 * after 7 tries throw rather than read as absent.
 */
export async function batchGetAll(
  ddb: DynamoDBDocumentClient,
  tableName: string,
  keyList: readonly Record<string, unknown>[],
  opts: { consistent?: boolean; projection?: readonly string[] } = {},
): Promise<Record<string, unknown>[]> {
  const ctx = new ExpressionContext();
  const projection = opts.projection
    ? { ProjectionExpression: ctx.projection(opts.projection), ...ctx.attributes() }
    : {};
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < keyList.length; i += BATCH_GET_MAX) chunks.push(keyList.slice(i, i + BATCH_GET_MAX));
  const found = await Promise.all(
    chunks.map(async (chunk) => {
      const out: Record<string, unknown>[] = [];
      let pending = chunk;
      for (let attempt = 0; pending.length; attempt++) {
        if (attempt > 0) {
          if (attempt >= MAX_TRIES) throw new Error(`BatchGet: ${pending.length} key(s) stayed unprocessed`);
          await sleep(Math.min(1000, 25 * 2 ** attempt));
        }
        const r = await ddb.send(
          new BatchGetCommand({
            RequestItems: { [tableName]: { Keys: pending, ConsistentRead: opts.consistent, ...projection } },
          }),
        );
        out.push(...(r.Responses?.[tableName] ?? []));
        pending = (r.UnprocessedKeys?.[tableName]?.Keys ?? []) as Record<string, unknown>[];
      }
      return out;
    }),
  );
  return found.flat();
}
