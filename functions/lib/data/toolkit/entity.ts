/**
 * An item type of the single table: its `_type`, its key builder (from keys.ts) and its schema. Items are told apart
 * by `_type`, never by the shape of their keys.
 */
import type * as z from 'zod/mini';

export interface Entity<T, A extends unknown[]> {
  readonly type: string;
  readonly key: (...args: A) => Record<string, string>;
  /** True when a raw item read from the table is of this type. */
  is(raw: unknown): boolean;
  /** The item as the schema reads it; throws on an item that does not fit. */
  parse(raw: unknown): T;
  /** The item, or undefined when it is of another type or does not fit the schema. */
  tryParse(raw: unknown): T | undefined;
}

export function defineEntity<S extends z.ZodMiniType, A extends unknown[]>(def: {
  type: string;
  schema: S;
  key: (...args: A) => Record<string, string>;
}): Entity<z.infer<S>, A> {
  const is = (raw: unknown) => isType(raw, def.type);
  return {
    type: def.type,
    key: def.key,
    is,
    parse: (raw) => def.schema.parse(raw) as z.infer<S>,
    tryParse: (raw) => {
      if (!is(raw)) return undefined;
      const parsed = def.schema.safeParse(raw);
      return parsed.success ? (parsed.data as z.infer<S>) : undefined;
    },
  };
}

/** Whether a raw item is of the given `_type`. */
export function isType(raw: unknown, type: string): boolean {
  return typeof raw === 'object' && raw !== null && (raw as { _type?: unknown })._type === type;
}
