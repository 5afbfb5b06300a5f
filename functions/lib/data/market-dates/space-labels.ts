import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetAll } from '../dynamo.js';
import { keys } from '../keys.js';

/** Labels of spaces by space id, in one BatchGet (per 100 spaces). */
export async function readSpaceLabels(
  ddb: DynamoDBDocumentClient,
  tableName: string,
  spaces: readonly { marketDateId: string; spaceId: string }[],
): Promise<Map<string, string>> {
  if (!spaces.length) return new Map();
  const items = await batchGetAll(
    ddb,
    tableName,
    spaces.map((s) => keys.space(s.marketDateId, s.spaceId)),
    { projection: ['id', 'label'] },
  );
  return new Map(items.map((i) => [String(i.id), String(i.label)]));
}
