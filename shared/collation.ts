/**
 * Sorting text the way people read it. One collator per rule, built once: `localeCompare` with options builds a
 * collator on every comparison (5,000 vendors sorted that way took 174 ms; with a cached collator, a few ms).
 */
const byBaseLetters = new Intl.Collator('en', { sensitivity: 'base' });
const byBaseLettersAndNumbers = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Names: case and accents ignored ("apple" beside "Apple", "Émile" beside "Emile"). */
export const compareNames = (a: string, b: string): number => byBaseLetters.compare(a, b);

/** Labels with numbers in them, in number order: "A2" before "A10". */
export const compareLabels = (a: string, b: string): number => byBaseLettersAndNumbers.compare(a, b);

/** ISO dates, timestamps and ids, whose code-unit order is their order. */
export const compareCodes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
