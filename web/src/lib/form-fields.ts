import type { UseFieldReturnType } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { FormEvent } from 'react';
import { translateShared } from '@/i18n/shared-messages';

type Input<S extends StandardSchemaV1> = StandardSchemaV1.InferInput<S>;
type Output<S extends StandardSchemaV1> = StandardSchemaV1.InferOutput<S>;

/** One `useField` per key of the schema's input; a key the schema may leave out is still a field. */
export type SchemaFields<Schema extends StandardSchemaV1> = {
  [K in keyof Input<Schema>]-?: UseFieldReturnType<Exclude<Input<Schema>[K], undefined>>;
};

/**
 * The submit handler of a public page's small form: its fields are `@mantine/form`'s `useField`, which weighs a
 * fraction of `useForm` and so keeps the sign-in page within its first-visit budget (architecture §9). It behaves as
 * a `useSchemaForm` form does: the shared schema validates every field on submit, the first message per field shows
 * under it until that field is changed, and `handler` receives what the schema gives out (trimmed, defaults filled).
 * A message shows in the reader's language (`translateShared`: the schemas hold the shared English).
 */
export function onSchemaSubmit<Schema extends StandardSchemaV1>(
  schema: Schema,
  fields: SchemaFields<Schema>,
  handler: (values: Output<Schema>) => void,
) {
  return (event?: FormEvent) => {
    event?.preventDefault();
    const entries = Object.entries(fields) as [string, UseFieldReturnType<unknown>][];
    const values = Object.fromEntries(entries.map(([name, field]) => [name, field.getValue()]));
    const result = schema['~standard'].validate(values);
    if (result instanceof Promise) throw new TypeError('A form schema must validate synchronously');
    for (const [name, field] of entries) {
      const issue = result.issues?.find((candidate) => {
        const first = candidate.path?.[0];
        return (typeof first === 'object' ? first.key : first) === name;
      });
      field.setError(issue ? translateShared(issue.message) : null);
    }
    if (!result.issues) handler(result.value);
  };
}
