/**
 * Conditions as data: key conditions, guards on writes and query filters are built from these objects, and only
 * expressions.ts turns them into DynamoDB's expression strings.
 */

/** Another attribute of the same item, as the right-hand side of a comparison (`count < maxCount`). */
export class AttrRef {
  constructor(readonly path: string) {}
}
/** The size of an attribute (string length, list or map entries), as either side of a comparison. */
export class SizeOf {
  constructor(readonly path: string) {}
}

export type Operand = AttrRef | SizeOf | unknown;
export type Comparator = '=' | '<>' | '<' | '<=' | '>' | '>=';

export type Condition =
  | { op: 'exists' | 'notExists'; path: string }
  | { op: 'compare'; left: string | SizeOf; cmp: Comparator; right: Operand }
  | { op: 'between'; path: string; low: unknown; high: unknown }
  | { op: 'beginsWith' | 'contains'; path: string; value: unknown }
  | { op: 'in'; path: string; values: readonly unknown[] }
  | { op: 'and' | 'or'; conditions: Condition[] }
  | { op: 'not'; condition: Condition };

const compare =
  (cmp: Comparator) =>
  (left: string | SizeOf, right: Operand): Condition => ({ op: 'compare', left, cmp, right });

/** Keeps the defined parts, so optional conditions read as `and(a, maybe && b)`. */
const present = (cs: readonly (Condition | false | null | undefined)[]) => cs.filter((x): x is Condition => !!x);

export const c = {
  /** The item exists (a guard on update, delete and condition checks). */
  present: (): Condition => ({ op: 'exists', path: 'pk' }),
  /** No item has this key yet (a guard on put). */
  absent: (): Condition => ({ op: 'notExists', path: 'pk' }),
  exists: (path: string): Condition => ({ op: 'exists', path }),
  notExists: (path: string): Condition => ({ op: 'notExists', path }),
  eq: compare('='),
  ne: compare('<>'),
  lt: compare('<'),
  le: compare('<='),
  gt: compare('>'),
  ge: compare('>='),
  between: (path: string, low: unknown, high: unknown): Condition => ({ op: 'between', path, low, high }),
  beginsWith: (path: string, value: unknown): Condition => ({ op: 'beginsWith', path, value }),
  contains: (path: string, value: unknown): Condition => ({ op: 'contains', path, value }),
  in: (path: string, values: readonly unknown[]): Condition => ({ op: 'in', path, values }),
  and: (...cs: (Condition | false | null | undefined)[]): Condition => ({ op: 'and', conditions: present(cs) }),
  or: (...cs: (Condition | false | null | undefined)[]): Condition => ({ op: 'or', conditions: present(cs) }),
  not: (condition: Condition): Condition => ({ op: 'not', condition }),
  /** Another attribute as a comparison's right-hand side. */
  attr: (path: string) => new AttrRef(path),
  size: (path: string) => new SizeOf(path),
};

/** The sort-key part of a query: equal, a prefix, a range or one side of it. A plain string means equal. */
export type SortKeyCondition =
  | string
  | { eq: string }
  | { beginsWith: string }
  | { between: readonly [string, string] }
  | { lt: string }
  | { le: string }
  | { gt: string }
  | { ge: string };
