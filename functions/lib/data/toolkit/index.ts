/** The DynamoDB toolkit every repository uses (docs/data-access.md). */
export { c, type Condition, type SortKeyCondition } from './conditions.js';
export { u } from './updates.js';
export { defineEntity, isType, type Entity } from './entity.js';
export { fromKey, type Item, type Key, type QueryInput, type TxPart } from './commands.js';
export { makeTable, type Table, type TxOutcome } from './table.js';
export { AGAIN, retry } from './retry.js';
export { batchGetAll } from './batch-get.js';
export { decodeCursor, encodeCursor } from './cursor.js';
export { newestFirstPage, queryPage } from './query-page.js';
export { scanPages } from './scan.js';
