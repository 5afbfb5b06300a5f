/** Template metadata key that marks the product's own functions and names them in the bundle report. */
export const BUNDLE_METADATA_KEY = 'marketday:bundle';

/**
 * Largest minified bundle a function may have. 250 KB until every message could be written in Spanish too: the
 * functions that send messages carry the Spanish templates, and every function the codes of the messages it answers
 * with (docs/measurements.md has each function's size).
 */
export const BUNDLE_BUDGET_KB = 275;
