import { schemaResolver, useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { translateShared } from '@/i18n/shared-messages';

type Values = Record<string, unknown>;
type Input<S extends StandardSchemaV1> = StandardSchemaV1.InferInput<S>;
type Output<S extends StandardSchemaV1> = StandardSchemaV1.InferOutput<S>;
type Options<V extends Values, Schema extends StandardSchemaV1> = Omit<
  UseFormInput<V, Output<Schema>>,
  'validate' | 'transformValues' | 'initialValues'
> & { initialValues: V };

/**
 * One `useForm` validated by a shared schema through `@mantine/form`'s own Standard Schema resolver, so the same
 * code takes the zod schemas of the signed-in screens and the valibot ones of the public pages (which keep zod off a
 * first visit). The first message per field shows, as the spec words them. The submit handler receives what the
 * schema gives out (trimmed, defaults filled), so the body sent is the one the server expects.
 *
 * A form whose fields are not the body itself (one screen for two kinds of request) passes `toInput`, which must
 * keep the field names so each message lands under its field.
 *
 * The schemas' messages are the shared English ones, fixed when their module loaded: each shows in the reader's
 * language (`translateShared`).
 */
export function useSchemaForm<Schema extends StandardSchemaV1>(
  schema: Schema,
  options: Options<Input<Schema> & Values, Schema>,
): UseFormReturnType<Input<Schema> & Values, Output<Schema>>;
export function useSchemaForm<Schema extends StandardSchemaV1, V extends Values>(
  schema: Schema,
  options: Options<V, Schema> & { toInput: (values: V) => Input<Schema> },
): UseFormReturnType<V, Output<Schema>>;
export function useSchemaForm(
  schema: StandardSchemaV1,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the overloads above carry the types
  { toInput, ...options }: Options<any, StandardSchemaV1> & { toInput?: (values: Values) => unknown },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
): UseFormReturnType<any, any> {
  const shape = toInput ?? ((values: Values) => values);
  const resolve = schemaResolver(schema, { sync: true });
  return useForm<Values, unknown>({
    mode: 'controlled',
    ...options,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(resolve(shape(values))).map(([field, message]) => [
          field,
          typeof message === 'string' ? translateShared(message) : message,
        ]),
      ),
    // Runs only once validation has passed, so the value is there.
    transformValues: (values) => {
      const result = schema['~standard'].validate(shape(values));
      if (result instanceof Promise || result.issues) throw new TypeError('Form values changed after validation');
      return result.value;
    },
  });
}
