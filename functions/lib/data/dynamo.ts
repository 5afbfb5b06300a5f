import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { countDdbItems, countDdbRequest, itemsReadBy } from './request-metrics.js';

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
      const result = await next(args);
      countDdbItems(itemsReadBy(result.output));
      return result;
    },
    { step: 'initialize', name: 'countDdbRequests' },
  );
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

// Moved into the toolkit; kept here for the repositories that have not moved yet.
export { batchGetAll } from './toolkit/index.js';
