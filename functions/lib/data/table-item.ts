/** Table bookkeeping that never leaves the server. */
export function stripKeys<T extends Record<string, unknown>>(item: T): Omit<T, 'pk' | 'sk'> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) {
    if (k === 'pk' || k === 'sk' || k === '_type' || k === 'ttl' || /^gsi\d+(pk|sk)$/.test(k)) continue;
    out[k] = v;
  }
  return out as Omit<T, 'pk' | 'sk'>;
}
