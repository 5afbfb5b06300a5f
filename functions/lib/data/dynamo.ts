import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
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

// Moved into the toolkit; kept here for the repositories that have not moved yet.
export { batchGetAll, cancellationCodes } from './toolkit/index.js';

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
