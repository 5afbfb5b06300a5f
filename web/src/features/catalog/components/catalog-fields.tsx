import { Switch, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** Any catalog form: the fields below only ask it for their input props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form has its own values; these fields only name theirs
type CatalogForm = Pick<UseFormReturnType<any>, 'getInputProps' | 'key'>;

/** The name every catalog entry has: required, focused when the dialog opens. */
export function NameField({
  form,
  field = 'name',
  label = 'Name',
  description,
}: {
  form: CatalogForm;
  field?: string;
  label?: string;
  description?: string;
}) {
  return (
    <TextInput
      label={label}
      required
      description={description}
      data-autofocus
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );
}

export function DescriptionField({ form }: { form: CatalogForm }) {
  return <Textarea label="Description" rows={3} key={form.key('description')} {...form.getInputProps('description')} />;
}

/** Whether the entry is offered in new choices; inactive ones stay on what already uses them. */
export function ActiveSwitch({ form }: { form: CatalogForm }) {
  return <Switch label="Active" key={form.key('isActive')} {...form.getInputProps('isActive', { type: 'checkbox' })} />;
}
