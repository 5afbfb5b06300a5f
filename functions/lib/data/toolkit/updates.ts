/** What an update changes, as data; expressions.ts renders it as one UpdateExpression. */

/** `path = if_not_exists(path, value)`: set only when the attribute is missing. */
export class IfNotExists {
  constructor(readonly value: unknown) {}
}
/** `path = list_append(path, items)`; with `orEmpty`, a missing list counts as empty. */
export class ListAppend {
  constructor(
    readonly items: readonly unknown[],
    readonly orEmpty: boolean,
  ) {}
}
/** `path = path + by` (by may be negative); with `from`, a missing attribute starts at that number. */
export class Increment {
  constructor(
    readonly by: number,
    readonly from?: number,
  ) {}
}

type SetValue = IfNotExists | ListAppend | Increment | unknown;

export interface UpdateSpec {
  /** Attributes to set; an `undefined` value is skipped (the client drops undefined values anyway). */
  set?: Record<string, SetValue>;
  /** Numbers added to (created at 0 when missing), or string/number sets merged into. */
  add?: Record<string, number | Set<string> | Set<number>>;
  remove?: readonly string[];
  /** Elements taken out of string/number sets. */
  delete?: Record<string, Set<string> | Set<number>>;
}

export const u = {
  ifNotExists: (value: unknown) => new IfNotExists(value),
  listAppend: (items: readonly unknown[], opts: { orEmpty?: boolean } = {}) => new ListAppend(items, !!opts.orEmpty),
  increment: (by: number, opts: { from?: number } = {}) => new Increment(by, opts.from),
};
