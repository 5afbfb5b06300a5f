/**
 * A Scan of the whole table a page at a time, for one-off maintenance (migrations) only: a request path never scans
 * (docs/data-model.md), so this is kept out of the table object every repository holds.
 */
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Item } from './commands.js';
import type { Condition } from './conditions.js';
import { ExpressionContext } from './expressions.js';

interface ScanInput {
  filter?: Condition;
  /** Items DynamoDB reads per request (before the filter): bounds what one page holds in memory. */
  pageSize?: number;
  /** A parallel Scan's part: this reader's segment of `total` (DynamoDB splits the table between them). */
  segment?: { index: number; total: number };
}

/** Every page of the table's matching items, one Scan request each, following LastEvaluatedKey to the end. */
export async function* scanPages(
  ddb: DynamoDBDocumentClient,
  tableName: string,
  q: ScanInput = {},
): AsyncGenerator<Item[]> {
  let startKey: Item | undefined;
  do {
    const ctx = new ExpressionContext();
    const filter = q.filter ? { FilterExpression: ctx.condition(q.filter) } : {};
    const r = await ddb.send(
      new ScanCommand({
        TableName: tableName,
        ...filter,
        ...ctx.attributes(),
        ...(q.pageSize !== undefined ? { Limit: q.pageSize } : {}),
        ...(q.segment ? { Segment: q.segment.index, TotalSegments: q.segment.total } : {}),
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    yield r.Items ?? [];
    startKey = r.LastEvaluatedKey;
  } while (startKey);
}
