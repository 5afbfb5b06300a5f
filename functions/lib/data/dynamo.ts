import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE_INDEXES } from './keys.js';
import { countDdbRequest } from './request-metrics.js';

export function makeDocumentClient(opts: { region: string; endpoint?: string }): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: opts.region,
    ...(opts.endpoint
      ? { endpoint: opts.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  client.middlewareStack.add(
    (next) => async (args) => {
      countDdbRequest();
      return next(args);
    },
    { step: 'initialize', name: 'countDdbRequests' },
  );
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

/** Every item a Query matches: one request per 1 MB page, following LastEvaluatedKey to the end. */
export async function queryAll(
  ddb: DynamoDBDocumentClient,
  input: QueryCommandInput,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    items.push(...(r.Items ?? []));
    ExclusiveStartKey = r.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Reasons per item of a cancelled transaction ("ConditionalCheckFailed", "None", …); undefined for other errors. */
export function cancellationCodes(err: unknown): string[] | undefined {
  const e = err as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e?.name !== 'TransactionCanceledException') return undefined;
  return (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
}

/** DynamoDB's BatchGetItem takes at most 100 keys. */
const BATCH_GET_MAX = 100;

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
  const names = opts.projection ? Object.fromEntries(opts.projection.map((f, j) => [`#p${j}`, f])) : undefined;
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < keyList.length; i += BATCH_GET_MAX) chunks.push(keyList.slice(i, i + BATCH_GET_MAX));
  const found = await Promise.all(
    chunks.map(async (chunk) => {
      const out: Record<string, unknown>[] = [];
      let pending = chunk;
      for (let attempt = 0; pending.length; attempt++) {
        if (attempt > 0) {
          if (attempt > 6) throw new Error(`BatchGet: ${pending.length} key(s) stayed unprocessed`);
          await sleep(Math.min(1000, 25 * 2 ** attempt));
        }
        const r = await ddb.send(
          new BatchGetCommand({
            RequestItems: {
              [tableName]: {
                Keys: pending,
                ConsistentRead: opts.consistent,
                ...(names
                  ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names }
                  : {}),
              },
            },
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

/**
 * The one item an id index entry names (gsi1, eventually consistent) as the index holds it — its table key and
 * whatever else the index projects — or undefined. Callers read the item itself consistently when they change it.
 */
export async function indexedById(
  ddb: DynamoDBDocumentClient,
  tableName: string,
  gsi: { gsi1pk: string; gsi1sk: string },
  projection?: readonly string[],
): Promise<Record<string, unknown> | undefined> {
  const names = projection ? Object.fromEntries(projection.map((f, j) => [`#p${j}`, f])) : undefined;
  const r = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: TABLE_INDEXES.byNaturalKey,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': gsi.gsi1pk, ':sk': gsi.gsi1sk },
      ...(names ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names } : {}),
      Limit: 1,
    }),
  );
  return r.Items?.[0];
}
