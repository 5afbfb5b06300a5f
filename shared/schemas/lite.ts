/**
 * A very small schema kit for what the public pages read and send (the session, sign-in, the public map).
 *
 * Zod is the rule everywhere else, but even its mini build shares its core with full zod, and the signed-in screens
 * keep the whole of that core alive: on the public pages it would cost about 15 KB of the 150 KB first-visit budget
 * (architecture §9). These schemas cover plain JSON (strings, numbers, booleans, enums, arrays, objects, null) and
 * speak the Standard Schema interface that zod speaks too, so the API client, `@mantine/form`'s `schemaResolver`
 * and the server's `parseWith` take either kind.
 */

/** One problem found, in the Standard Schema shape. */
export interface SchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

type ValidationResult<T> =
  { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly SchemaIssue[] };

/** What zod schemas and these have in common (Standard Schema v1). */
export interface StandardSchema<Output = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => ValidationResult<Output> | Promise<ValidationResult<Output>>;
    readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
  };
}

export type Output<S extends StandardSchema> = NonNullable<S['~standard']['types']>['output'];

export interface LiteSchema<T> extends StandardSchema<T> {
  /** Returns the checked value (objects keep only their declared keys) or throws a SchemaError. */
  parse(value: unknown): T;
  /** zod's shape of answer, so a form can show each problem under its field. */
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: SchemaError };
  /** @internal: checks `value` at `path`, adding problems to `issues`. */
  readonly check: (value: unknown, path: PropertyKey[], issues: SchemaIssue[]) => T;
}

export type Infer<S> = S extends LiteSchema<infer T> ? T : never;

export class SchemaError extends Error {
  override name = 'SchemaError';
  constructor(readonly issues: readonly SchemaIssue[]) {
    super(issues.map((i) => `${(i.path ?? []).map(String).join('.') || '(root)'}: ${i.message}`).join('; '));
  }
}

function schema<T>(check: LiteSchema<T>['check']): LiteSchema<T> {
  const validate = (value: unknown): ValidationResult<T> => {
    const issues: SchemaIssue[] = [];
    const checked = check(value, [], issues);
    return issues.length ? { issues } : { value: checked };
  };
  return {
    check,
    parse(value) {
      const result = validate(value);
      if (result.issues) throw new SchemaError(result.issues);
      return result.value;
    },
    safeParse(value) {
      const result = validate(value);
      return result.issues
        ? { success: false, error: new SchemaError(result.issues) }
        : { success: true, data: result.value };
    },
    '~standard': { version: 1, vendor: 'marketday-lite', validate },
  };
}

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function primitive<T>(name: 'string' | 'number' | 'boolean', message?: string): LiteSchema<T> {
  return schema((value, path, issues) => {
    if (typeof value !== name || (name === 'number' && !Number.isFinite(value))) {
      issues.push({ message: message ?? `Expected ${name}, received ${describe(value)}`, path: [...path] });
    }
    return value as T;
  });
}

export const string = (message?: string) => primitive<string>('string', message);
export const number = (message?: string) => primitive<number>('number', message);
export const boolean = (message?: string) => primitive<boolean>('boolean', message);

/**
 * A string a person typed: trimmed, and `message` when it is missing or empty (what zod's
 * `z.string({ error }).trim().min(1, error)` says).
 */
export const requiredText = (message: string) =>
  schema<string>((value, path, issues) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) issues.push({ message, path: [...path] });
    return text;
  });

/** A string that must not be empty, taken as typed (zod's `z.string({ error }).min(1, error)`), e.g. a password. */
export const nonEmpty = (message: string) =>
  schema<string>((value, path, issues) => {
    if (typeof value !== 'string' || value.length === 0) issues.push({ message, path: [...path] });
    return value as string;
  });

export function literal<const V extends string | number | boolean>(expected: V): LiteSchema<V> {
  return schema((value, path, issues) => {
    if (value !== expected) issues.push({ message: `Expected ${JSON.stringify(expected)}`, path: [...path] });
    return value as V;
  });
}

export function enumOf<const V extends readonly string[]>(values: V): LiteSchema<V[number]> {
  return schema((value, path, issues) => {
    if (!values.includes(value as string)) {
      issues.push({ message: `Expected one of ${values.join(', ')}`, path: [...path] });
    }
    return value as V[number];
  });
}

export const nullable = <T>(inner: LiteSchema<T>) =>
  schema<T | null>((value, path, issues) => (value === null ? null : inner.check(value, path, issues)));

/** Absent, null or the inner value (zod's `nullish`). */
export const nullish = <T>(inner: LiteSchema<T>) =>
  schema<T | null | undefined>((value, path, issues) =>
    value === null || value === undefined ? value : inner.check(value, path, issues),
  );

export const array = <T>(item: LiteSchema<T>) =>
  schema<T[]>((value, path, issues) => {
    if (!Array.isArray(value)) {
      issues.push({ message: `Expected array, received ${describe(value)}`, path: [...path] });
      return [];
    }
    return value.map((entry, index) => item.check(entry, [...path, index], issues));
  });

type Shape = Record<string, LiteSchema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends Infer<S[K]> ? K : never }[keyof S];
type ObjectOf<S extends Shape> = { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & {
  [K in OptionalKeys<S>]?: Infer<S[K]>;
};
type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** An object with the given keys; keys it does not declare are dropped, as zod does. */
export function object<S extends Shape>(shape: S): LiteSchema<Flatten<ObjectOf<S>>> {
  return schema((value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      issues.push({ message: `Expected object, received ${describe(value)}`, path: [...path] });
      return {} as Flatten<ObjectOf<S>>;
    }
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const checked = field.check((value as Record<string, unknown>)[key], [...path, key], issues);
      if (checked !== undefined || key in value) out[key] = checked;
    }
    return out as Flatten<ObjectOf<S>>;
  });
}
