/**
 * A message module's shape with its words left free: the same keys, a string for each string and the same arguments
 * for each function. A translation typed with it has every message its English module has, and nothing else.
 */
export type Localized<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Localized<R>
    : T extends readonly (infer E)[]
      ? readonly Localized<E>[]
      : T extends object
        ? { [K in keyof T]: Localized<T[K]> }
        : T;
