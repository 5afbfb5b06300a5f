/** Template metadata key that marks the product's own functions and names them in the bundle report. */
export const BUNDLE_METADATA_KEY = 'marketday:bundle';

/** Largest minified bundle a function may have. */
export const BUNDLE_BUDGET_KB = 250;
