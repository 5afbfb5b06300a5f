import { useLingui } from '@lingui/react/macro';
import { Switch, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** Any catalog form: the fields below only ask it for their input props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form has its own values; these fields only name theirs
type CatalogForm = Pick<UseFormReturnType<any>, 'getInputProps' | 'key'>;

/** The name every catalog entry has: required, focused when the dialog opens. */
export function NameField({
  form,
  field = 'name',
  label,
  description,
}: {
  form: CatalogForm;
  field?: string;
  label?: string;
  description?: string;
}) {
  const { t } = useLingui();
  return (
    <TextInput
      label={label ?? t`Name`}
      required
      description={description}
      data-autofocus
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );
}

export function DescriptionField({ form }: { form: CatalogForm }) {
  const { t } = useLingui();
  return (
    <Textarea label={t`Description`} rows={3} key={form.key('description')} {...form.getInputProps('description')} />
  );
}

/** Whether the entry is offered in new choices; inactive ones stay on what already uses them. */
export function ActiveSwitch({ form }: { form: CatalogForm }) {
  const { t } = useLingui();
  return (
    <Switch label={t`Active`} key={form.key('isActive')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
  );
}
