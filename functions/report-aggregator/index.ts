/**
 * Lambda entry for the table's stream: keeps the reports' per-date aggregates and auto-payment records current.
 * A failed batch is retried by the event source mapping; recomputing a date whole makes the retry harmless.
 */
import * as z from '../../shared/zod.js';
import { baseEnvSchema, readEnv } from '../lib/config.js';
import { makeDocumentClient } from '../lib/data/dynamo.js';
import { makeCatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import { makeReportsRepository } from '../lib/data/reports/reports.repository.js';
import { makeSettingsRepository } from '../lib/data/settings/settings.repository.js';
import { makeReportAggregator } from './aggregator.js';
import { rebuildReportAggregates } from './rebuild.js';
import { changedItems, type StreamRecordLike } from './stream-records.js';
import { clockNow } from '../lib/time/clock.js';

const env = readEnv(z.partial(baseEnvSchema, { APP_URL: true }));
const ddb = makeDocumentClient({ region: env.AWS_REGION, endpoint: env.DYNAMODB_ENDPOINT });
const aggregator = makeReportAggregator({
  now: clockNow,
  store: makeReportsRepository(ddb, env.TABLE_NAME),
  catalog: makeCatalogRepository(ddb, env.TABLE_NAME),
  settings: makeSettingsRepository(ddb, env.TABLE_NAME),
});

/**
 * Stream batches, or `{"rebuild": true}` invoked by hand once after the first deploy, to sum up the dates written
 * before the stream was followed (see infra/DEPLOY.md).
 */
export async function handler(event: { Records?: StreamRecordLike[]; rebuild?: boolean }): Promise<unknown> {
  if (event.rebuild) return { dates: await rebuildReportAggregates(ddb, env.TABLE_NAME, aggregator) };
  await aggregator.apply(changedItems(event.Records ?? []));
  return undefined;
}
