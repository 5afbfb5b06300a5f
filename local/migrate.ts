/**
 * `npm run migrate [-- --table <name>] [--port <n>]`: brings data stored by an earlier version up to date (the
 * backfill of functions/lib/data/migrations/backfill.ts). Without --table it works on the running `npm start`'s
 * DynamoDB Local; with --table on that table in AWS, with the credentials and region of the environment.
 */
import { parseArgs } from 'node:util';
import { makeDocumentClient } from '../functions/lib/data/dynamo.js';
import { runBackfill } from '../functions/lib/data/migrations/backfill.js';
import type { BackfillCounts } from '../functions/lib/data/migrations/backfill-counts.js';
import { LOCAL_REGION } from './bootstrap.js';
import { DEFAULT_PORT, TABLE_NAME } from './stack.js';

const describe = (n: BackfillCounts) =>
  `${n.scanned} scanned, ${n.updated} updated, ${n.alreadyCurrent} already current, ${n.skipped} skipped (changed meanwhile)`;

async function main() {
  const { values } = parseArgs({ options: { table: { type: 'string' }, port: { type: 'string' } }, strict: true });
  const webPort = Number(values.port ?? process.env.PORT ?? DEFAULT_PORT);
  const dynamoPort = Number(process.env.DYNAMODB_PORT ?? webPort + 1);
  const target = values.table
    ? { tableName: values.table, ddb: makeDocumentClient({ region: process.env.AWS_REGION ?? LOCAL_REGION }) }
    : {
        tableName: TABLE_NAME,
        ddb: makeDocumentClient({ region: LOCAL_REGION, endpoint: `http://127.0.0.1:${dynamoPort}` }),
      };
  console.log(`Bringing table ${target.tableName} up to date…`);
  let total: BackfillCounts;
  try {
    total = await runBackfill(target.ddb, target.tableName, {
      onPage: (n) => process.stdout.write(`\r  ${describe(n)}`),
    });
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (!values.table && (name === 'TimeoutError' || (err as { code?: string }).code === 'ECONNREFUSED')) {
      console.error(`\nDynamoDB Local is not answering on port ${dynamoPort}. Start MarketDay with "npm start" first.`);
    } else console.error('\nThe backfill stopped:', err);
    process.exit(1);
  }
  console.log(`\rDone: ${describe(total)}`);
}

void main();
