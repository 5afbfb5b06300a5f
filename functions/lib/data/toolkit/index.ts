/** The DynamoDB toolkit every repository uses (docs/data-access.md). */
export { c, type Condition, type SortKeyCondition } from './conditions.js';
export { u, type UpdateSpec } from './updates.js';
export { defineEntity, isType, type Entity } from './entity.js';
export { fromKey, type Item, type Key, type QueryInput, type TxPart } from './commands.js';
export { makeTable, type Table, type TxOutcome, type TxWriteOptions, type WriteOutcome } from './table.js';
export {
  AGAIN,
  cancellationCodes,
  DEFAULT_ATTEMPTS,
  isConditionFailed,
  isConflict,
  retry,
  type RetryOptions,
} from './retry.js';
export { batchGetAll } from './batch-get.js';
export { batchWriteAll } from './batch-write.js';
