/**
 * Stripe's request bodies and query strings: form encoding with bracket notation (`metadata[vendorId]=v1`,
 * `line_items[0][price_data][unit_amount]=2500`, `expand[]=payment_intent`), read back into nested values the way
 * Stripe reads them. Objects whose keys are all indices become arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function segments(name: string): string[] {
  const open = name.indexOf('[');
  if (open <= 0) return [name];
  const parts = [name.slice(0, open)];
  const re = /\[([^\]]*)\]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(name.slice(open))) !== null) parts.push(m[1] ?? '');
  return parts;
}

type Tree = { [key: string]: Tree | string };

function toValue(node: Tree | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const values = keys.map((k) => toValue(node[k]!));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys
      .map((k, i) => [Number(k), values[i]!] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, v]) => v);
  }
  return Object.fromEntries(keys.map((k, i) => [k, values[i]!]));
}

export function parseForm(text: string): FormObject {
  const root: Tree = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = segments(name);
    let node = root;
    path.forEach((seg, i) => {
      // `a[]=x&a[]=y` appends, as Rails-style parsers do.
      const key = seg === '' ? String(Object.keys(node).length) : seg;
      if (i === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object') node[key] = {};
      node = node[key] as Tree;
    });
  }
  return toValue(root) as FormObject;
}

/** Reads a string at a path (`['line_items', 0, 'price_data', 'currency']`), or undefined. */
export function pick(obj: FormValue | undefined, ...path: (string | number)[]): string | undefined {
  let node: FormValue | undefined = obj;
  for (const p of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Array.isArray(node) ? node[Number(p)] : node[String(p)];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A flat string map (metadata), or an empty one. */
export function stringMap(value: FormValue | undefined): Record<string, string> {
  if (!value || typeof value === 'string' || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** `expand[]` / `expand[0]` as a list of paths. */
export function expandList(value: FormValue | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  return (Array.isArray(value) ? value : Object.values(value)).filter((v): v is string => typeof v === 'string');
}
