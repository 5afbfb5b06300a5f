/**
 * The table's stream locally: DynamoDB Local keeps a stream like DynamoDB does, so `npm start` polls it and hands
 * each batch to the same report aggregator the stream-triggered Lambda runs in AWS. `settled()` answers once every
 * write made before the call has been aggregated: it writes a marker item and waits for the poller to pass it.
 */
import { DescribeTableCommand, UpdateTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { ReportAggregator } from '../functions/report-aggregator/aggregator.js';
import { makeTable } from '../functions/lib/data/toolkit/index.js';
import { changedItems, type StreamRecordLike } from '../functions/report-aggregator/stream-records.js';

const MARKER_PK = 'REPORT_STREAM_MARKER';
const POLL_MS = 100;

export interface LocalReportStream {
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/** Turns the stream on for a table made before it was needed; DynamoDB Local accepts it like DynamoDB. */
async function streamArn(ddb: DynamoDBClient, tableName: string): Promise<string> {
  const { Table } = await ddb.send(new DescribeTableCommand({ TableName: tableName }));
  if (Table?.StreamSpecification?.StreamEnabled && Table.LatestStreamArn) return Table.LatestStreamArn;
  await ddb.send(
    new UpdateTableCommand({
      TableName: tableName,
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
  const again = await ddb.send(new DescribeTableCommand({ TableName: tableName }));
  if (!again.Table?.LatestStreamArn) throw new Error('DynamoDB Local did not turn the table stream on');
  return again.Table.LatestStreamArn;
}

export async function startLocalReportStream(opts: {
  ddbAdmin: DynamoDBClient;
  ddb: DynamoDBDocumentClient;
  endpoint: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  tableName: string;
  aggregator: ReportAggregator;
  log: (line: string) => void;
}): Promise<LocalReportStream> {
  const streams = new DynamoDBStreamsClient({
    region: opts.region,
    endpoint: opts.endpoint,
    credentials: opts.credentials,
  });
  const arn = await streamArn(opts.ddbAdmin, opts.tableName);
  const iterators = new Map<string, string | null>();
  const waiting = new Map<string, () => void>();
  let stopped = false;

  async function discoverShards(initial: boolean) {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: arn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const id = shard.ShardId!;
      if (iterators.has(id)) continue;
      const open = !shard.SequenceNumberRange?.EndingSequenceNumber;
      // At start only the open shard matters, from now on; a shard found later is read whole.
      if (initial && !open) {
        iterators.set(id, null);
        continue;
      }
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: arn,
          ShardId: id,
          ShardIteratorType: initial ? 'LATEST' : 'TRIM_HORIZON',
        }),
      );
      iterators.set(id, ShardIterator ?? null);
    }
  }

  async function pollOnce(): Promise<void> {
    let closed = false;
    for (const [id, iterator] of iterators) {
      if (!iterator) continue;
      const r = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      const records = (r.Records ?? []) as StreamRecordLike[];
      if (records.length) {
        const changes = changedItems(records);
        // A failure leaves the iterator where it was, so the batch is read again, as Lambda retries it.
        await opts.aggregator.apply(changes.filter((c) => c.pk !== MARKER_PK));
        for (const c of changes) if (c.pk === MARKER_PK) waiting.get(c.sk)?.();
      }
      iterators.set(id, r.NextShardIterator ?? null);
      if (!r.NextShardIterator) closed = true;
    }
    if (closed) await discoverShards(false);
  }

  await discoverShards(true);
  const loop = (async () => {
    while (!stopped) {
      try {
        await pollOnce();
      } catch (err) {
        opts.log(`Report aggregator: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  })();

  return {
    async settled() {
      const id = ulid();
      const passed = new Promise<void>((resolve) => waiting.set(id, resolve));
      // Expires on its own (TTL), so markers do not pile up.
      await makeTable(opts.ddb, opts.tableName).put({
        pk: MARKER_PK,
        sk: id,
        _type: 'report_stream_marker',
        ttl: Math.floor(Date.now() / 1000) + 3600,
      });
      await passed;
      waiting.delete(id);
    },
    async stop() {
      stopped = true;
      await loop;
      streams.destroy();
    },
  };
}
