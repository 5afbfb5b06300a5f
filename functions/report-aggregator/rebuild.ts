import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../lib/data/keys.js';
import { fromKey, makeTable } from '../lib/data/toolkit/index.js';
import type { ReportAggregator } from './aggregator.js';

/**
 * Recomputes every market date's aggregate: for data written before the stream was followed (the first deploy, an
 * older local data folder). Eight dates at a time; safe to run again.
 */
export async function rebuildReportAggregates(
  ddb: DynamoDBDocumentClient,
  tableName: string,
  aggregator: Pick<ReportAggregator, 'recomputeDate'>,
): Promise<number> {
  const dates = await makeTable(ddb, tableName).queryAll({
    ...fromKey({ gsi1pk: keys.marketDateCalendar('').gsi1pk }),
    projection: ['id'],
  });
  for (let i = 0; i < dates.length; i += 8)
    await Promise.all(dates.slice(i, i + 8).map((d) => aggregator.recomputeDate(String(d.id))));
  return dates.length;
}
