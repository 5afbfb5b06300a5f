import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { ChangedItem } from './aggregator.js';

type Image = Record<string, AttributeValue>;
export interface StreamRecordLike {
  dynamodb?: { Keys?: Image; NewImage?: Image; OldImage?: Image };
}

/**
 * Some DynamoDB Streams clients drop a `BOOL: false` member while reading a record, leaving an empty attribute
 * value; read such a value as the false it was.
 */
function repaired(value: AttributeValue): AttributeValue {
  if (value.M) return { M: Object.fromEntries(Object.entries(value.M).map(([k, v]) => [k, repaired(v)])) };
  if (value.L) return { L: value.L.map(repaired) };
  return Object.values(value).some((v) => v !== undefined) ? value : { BOOL: false };
}

function imageOf(image: Image | undefined): Record<string, unknown> | undefined {
  if (!image) return undefined;
  return unmarshall(Object.fromEntries(Object.entries(image).map(([k, v]) => [k, repaired(v)])));
}

/** The changed items of a batch of stream records (Lambda's event and DynamoDB Streams' GetRecords share the shape). */
export function changedItems(records: readonly StreamRecordLike[]): ChangedItem[] {
  const out: ChangedItem[] = [];
  for (const r of records) {
    const k = r.dynamodb?.Keys;
    const pk = k?.pk?.S;
    const sk = k?.sk?.S;
    if (!pk || !sk) continue;
    const newImage = imageOf(r.dynamodb?.NewImage);
    const oldImage = imageOf(r.dynamodb?.OldImage);
    out.push({ pk, sk, ...(newImage ? { newImage } : {}), ...(oldImage ? { oldImage } : {}) });
  }
  return out;
}
