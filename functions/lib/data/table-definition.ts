/**
 * The single table's shape, shared by the CDK stack and the local runtime so both build the same table.
 * GSIs are sparse: only items that carry gsiNpk appear in them.
 */
export const TABLE_KEY = { partitionKey: 'pk', sortKey: 'sk' } as const;
export const TABLE_GSIS = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
] as const;
export const TTL_ATTRIBUTE = 'ttl';
