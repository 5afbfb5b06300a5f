/**
 * How alike two vendor names are, for the application's duplicate check (spec 1 §5): "Sunny Acres" applying when
 * "Sunny Acres Farm" exists should be caught, "Blue Heron Mushrooms" should not.
 *
 * Names are compared after normalising (lower case, accents and punctuation removed, spaces dropped). Two measures
 * are taken and the higher wins:
 * - Sørensen–Dice on character pairs: robust to an added or dropped word and to word order
 *   ("The Dumpling Cart" / "Dumpling Cart" 88 %).
 * - Levenshtein distance over the longer length: catches typos and small edits ("Sunny Acers Farm" 88 %).
 * A pair at or above SIMILAR_NAME_THRESHOLD percent counts as a possible duplicate. 80 % sits above what unrelated
 * names of a market reach (different businesses sharing one word such as "Farm" score well under 60 %) and below
 * what a re-application under a slightly different name scores.
 */
import { compareNames } from './collation.js';

export const SIMILAR_NAME_THRESHOLD = 80;

/** Lower case, accents removed, only letters and digits kept. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

function pairs(s: string): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i < s.length - 1; i++) {
    const pair = s.slice(i, i + 2);
    out.set(pair, (out.get(pair) ?? 0) + 1);
  }
  return out;
}

/** Sørensen–Dice coefficient on character pairs, 0–1. */
export function diceCoefficient(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const pa = pairs(a);
  const pb = pairs(b);
  let common = 0;
  for (const [pair, n] of pa) common += Math.min(n, pb.get(pair) ?? 0);
  return (2 * common) / (a.length - 1 + (b.length - 1));
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Similarity of two names as a whole percentage, 0–100. */
export function nameSimilarity(a: string, b: string): number {
  const x = normalizeName(a);
  const y = normalizeName(b);
  if (!x || !y) return 0;
  if (x === y) return 100;
  const byEdits = 1 - levenshtein(x, y) / Math.max(x.length, y.length);
  return Math.round(100 * Math.max(byEdits, diceCoefficient(x, y)));
}

/** The names at or above the threshold, most similar first. */
export function similarNames<T extends { name: string }>(
  name: string,
  candidates: readonly T[],
  threshold = SIMILAR_NAME_THRESHOLD,
): (T & { similarity: number })[] {
  return candidates
    .map((c) => ({ ...c, similarity: nameSimilarity(name, c.name) }))
    .filter((c) => c.similarity >= threshold)
    .sort((p, q) => q.similarity - p.similarity || compareNames(p.name, q.name));
}
