import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { parse, type $ZodType, type input, type output } from 'zod/v4/core';

type Values = Record<string, unknown>;
type Options<V extends Values, Schema extends $ZodType> = Omit<
  UseFormInput<V, output<Schema>>,
  'validate' | 'transformValues' | 'initialValues'
> & { initialValues: V };

/**
 * One `useForm` validated by a shared zod schema. The submit handler receives what the schema gives out (trimmed,
 * defaults filled), so the body sent is the one the server expects. Only zod's core is imported here, so a public
 * page built on zod's mini build pays for nothing more.
 *
 * A form whose fields are not the body itself (one screen for two kinds of request) passes `toInput`, which must
 * keep the field names so each message lands under its field.
 */
export function useSchemaForm<Schema extends $ZodType>(
  schema: Schema,
  options: Options<input<Schema> & Values, Schema>,
): UseFormReturnType<input<Schema> & Values, output<Schema>>;
export function useSchemaForm<Schema extends $ZodType, V extends Values>(
  schema: Schema,
  options: Options<V, Schema> & { toInput: (values: V) => input<Schema> },
): UseFormReturnType<V, output<Schema>>;
export function useSchemaForm(
  schema: $ZodType,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the overloads above carry the types
  { toInput, ...options }: Options<any, $ZodType> & { toInput?: (values: Values) => unknown },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
): UseFormReturnType<any, any> {
  const shape = toInput ?? ((values: Values) => values);
  // The first message per field, as the spec words them, rather than the last zod found.
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return useForm<Values, unknown>({
    mode: 'controlled',
    ...options,
    validate: (values) => resolve(shape(values) as Record<string, unknown>),
    // Runs only once validation has passed, so parse cannot throw here.
    transformValues: (values) => parse(schema, shape(values)),
  });
}
