/**
 * The one place that writes DynamoDB expression strings. Every attribute name becomes a placeholder (#n0, #n1, …:
 * reserved words such as `name` or `status` need no care) and every value one too (:v0, :v1, …).
 */
import { AttrRef, SizeOf, type Condition, type SortKeyCondition } from './conditions.js';
import { IfNotExists, Increment, ListAppend, type UpdateSpec } from './updates.js';

export class ExpressionContext {
  private readonly names = new Map<string, string>();
  private readonly values: Record<string, unknown> = {};
  private valueCount = 0;

  /** A placeholder for an attribute path; `a.b` names each part. */
  name(path: string): string {
    return path
      .split('.')
      .map((part) => {
        let placeholder = this.names.get(part);
        if (!placeholder) {
          placeholder = `#n${this.names.size}`;
          this.names.set(part, placeholder);
        }
        return placeholder;
      })
      .join('.');
  }

  value(v: unknown): string {
    const placeholder = `:v${this.valueCount++}`;
    this.values[placeholder] = v;
    return placeholder;
  }

  /** ExpressionAttributeNames/Values for the command, leaving out whichever is empty (DynamoDB refuses empty maps). */
  attributes(): {
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, unknown>;
  } {
    return {
      ...(this.names.size
        ? { ExpressionAttributeNames: Object.fromEntries([...this.names].map(([n, p]) => [p, n])) }
        : {}),
      ...(this.valueCount ? { ExpressionAttributeValues: { ...this.values } } : {}),
    };
  }

  private operand(o: unknown): string {
    if (o instanceof AttrRef) return this.name(o.path);
    if (o instanceof SizeOf) return `size(${this.name(o.path)})`;
    return this.value(o);
  }

  condition(cond: Condition): string {
    switch (cond.op) {
      case 'exists':
        return `attribute_exists(${this.name(cond.path)})`;
      case 'notExists':
        return `attribute_not_exists(${this.name(cond.path)})`;
      case 'compare': {
        const left = typeof cond.left === 'string' ? this.name(cond.left) : this.operand(cond.left);
        return `${left} ${cond.cmp} ${this.operand(cond.right)}`;
      }
      case 'between':
        return `${this.name(cond.path)} BETWEEN ${this.value(cond.low)} AND ${this.value(cond.high)}`;
      case 'beginsWith':
        return `begins_with(${this.name(cond.path)}, ${this.value(cond.value)})`;
      case 'contains':
        return `contains(${this.name(cond.path)}, ${this.value(cond.value)})`;
      case 'in':
        return `${this.name(cond.path)} IN (${cond.values.map((v) => this.value(v)).join(', ')})`;
      case 'and':
      case 'or': {
        if (!cond.conditions.length) throw new Error(`An empty ${cond.op}() has no meaning as a condition`);
        const parts = cond.conditions.map((x) => this.condition(x));
        return parts.length === 1 ? parts[0]! : parts.map((p) => `(${p})`).join(` ${cond.op.toUpperCase()} `);
      }
      case 'not':
        return `NOT (${this.condition(cond.condition)})`;
    }
  }

  keyCondition(pkName: string, pk: string, skName: string, sk?: SortKeyCondition): string {
    const head = `${this.name(pkName)} = ${this.value(pk)}`;
    if (sk === undefined) return head;
    const n = this.name(skName);
    const tail =
      typeof sk === 'string'
        ? `${n} = ${this.value(sk)}`
        : 'eq' in sk
          ? `${n} = ${this.value(sk.eq)}`
          : 'beginsWith' in sk
            ? `begins_with(${n}, ${this.value(sk.beginsWith)})`
            : 'between' in sk
              ? `${n} BETWEEN ${this.value(sk.between[0])} AND ${this.value(sk.between[1])}`
              : 'lt' in sk
                ? `${n} < ${this.value(sk.lt)}`
                : 'le' in sk
                  ? `${n} <= ${this.value(sk.le)}`
                  : 'gt' in sk
                    ? `${n} > ${this.value(sk.gt)}`
                    : `${n} >= ${this.value(sk.ge)}`;
    return `${head} AND ${tail}`;
  }

  update(spec: UpdateSpec): string {
    const sets = Object.entries(spec.set ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([path, v]) => {
        const n = this.name(path);
        if (v instanceof IfNotExists) return `${n} = if_not_exists(${n}, ${this.value(v.value)})`;
        if (v instanceof ListAppend) {
          const list = v.orEmpty ? `if_not_exists(${n}, ${this.value([])})` : n;
          return `${n} = list_append(${list}, ${this.value(v.items)})`;
        }
        if (v instanceof Increment) {
          const from = v.from === undefined ? n : `if_not_exists(${n}, ${this.value(v.from)})`;
          return `${n} = ${from} + ${this.value(v.by)}`;
        }
        return `${n} = ${this.value(v)}`;
      });
    const adds = Object.entries(spec.add ?? {}).map(([path, v]) => `${this.name(path)} ${this.value(v)}`);
    const removes = (spec.remove ?? []).map((path) => this.name(path));
    const deletes = Object.entries(spec.delete ?? {}).map(([path, v]) => `${this.name(path)} ${this.value(v)}`);
    const clauses = [
      sets.length ? `SET ${sets.join(', ')}` : '',
      adds.length ? `ADD ${adds.join(', ')}` : '',
      removes.length ? `REMOVE ${removes.join(', ')}` : '',
      deletes.length ? `DELETE ${deletes.join(', ')}` : '',
    ].filter(Boolean);
    if (!clauses.length) throw new Error('An update must change something');
    return clauses.join(' ');
  }

  projection(fields: readonly string[]): string {
    return fields.map((f) => this.name(f)).join(', ');
  }
}
