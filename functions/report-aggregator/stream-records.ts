import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { ChangedItem } from './aggregator.js';

type Image = Record<string, AttributeValue>;
export interface StreamRecordLike {
  dynamodb?: { Keys?: Image; NewImage?: Image; OldImage?: Image };
}

/** The changed items of a batch of stream records (Lambda's event and DynamoDB Streams' GetRecords share the shape). */
export function changedItems(records: readonly StreamRecordLike[]): ChangedItem[] {
  const out: ChangedItem[] = [];
  for (const r of records) {
    const k = r.dynamodb?.Keys;
    const pk = k?.pk?.S;
    const sk = k?.sk?.S;
    if (!pk || !sk) continue;
    out.push({
      pk,
      sk,
      ...(r.dynamodb?.NewImage ? { newImage: unmarshall(r.dynamodb.NewImage) } : {}),
      ...(r.dynamodb?.OldImage ? { oldImage: unmarshall(r.dynamodb.OldImage) } : {}),
    });
  }
  return out;
}
