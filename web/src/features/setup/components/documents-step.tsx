import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Fieldset, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as z from '@shared/zod';
import { documentTypeInputSchema, type DocumentType } from '@shared/schemas/documents';
import { ListError, ListLoading } from '@/components/admin-list/list-states';
import { FormError } from '@/components/form/form-error';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { FIRST_RUN_MSG } from '@/i18n/shared/first-run-messages';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useDocumentTypes, useSaveDocumentTypes } from '../api/setup';
import { StepActions, type StepProps } from './step-actions';

type Values = { added: { name: string; requiredToSell: boolean; requiresExpiration: boolean } };
const blank: Values = { added: { name: '', requiredToSell: true, requiresExpiration: true } };
/** A new document type is sent only once it has a name. */
const schema = z.object({ added: z.optional(documentTypeInputSchema) });
const toInput = (v: Values) => (v.added.name.trim() ? { added: v.added } : {});

/** The document types so far, each with whether vendors need it on file to sell. */
function RequiredTable({
  types,
  required,
  onToggle,
}: {
  types: DocumentType[];
  required: Record<string, boolean>;
  onToggle: (id: string, value: boolean) => void;
}) {
  const { t } = useLingui();
  const requiredLabel = (name: string) => t`${name} is required to sell`;
  return (
    <Table aria-label={t`Document types`} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Document type</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Required to sell</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {types.map((type) => (
          <Table.Tr key={type.id}>
            <Table.Td>{type.name}</Table.Td>
            <Table.Td>
              <Checkbox
                aria-label={requiredLabel(type.name)}
                checked={required[type.id] ?? type.requiredToSell}
                onChange={(e) => onToggle(type.id, e.currentTarget.checked)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Step 4: which documents are required to sell: the document types so far, each one's "required to sell" (PATCH
 * /api/documents/document-types/{id}), and a new type (POST /api/documents/document-types), as Document Types does.
 */
export function DocumentsStep({ onDone, onBack }: StepProps) {
  const { t } = useLingui();
  const types = useDocumentTypes();
  const [required, setRequired] = useState<Record<string, boolean>>({});
  const form = useSchemaForm(schema, { initialValues: blank, toInput });
  const save = useSaveDocumentTypes();
  const mutate = useGuardedMutate(save);

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    const stay = (event?.nativeEvent as SubmitEvent | undefined)?.submitter?.getAttribute('data-stay') === 'true';
    form.onSubmit((body) => {
      const changed = (types.data ?? [])
        .filter((type) => required[type.id] !== undefined && required[type.id] !== type.requiredToSell)
        .map((type) => ({ id: type.id, body: { requiredToSell: required[type.id]! } }));
      if (!body.added && changed.length === 0) {
        if (stay) return form.setFieldError('added.name', FIRST_RUN_MSG.nothingToSave);
        return onDone(types.data?.some((type) => type.requiredToSell) ? 'saved' : 'skipped');
      }
      mutate(
        { changed, added: body.added },
        {
          onSuccess: () => {
            if (body.added) notify.success(SETUP_MSG.created(t`Document type`), body.added.name);
            setRequired({});
            form.setValues(blank);
            if (!stay) onDone('saved');
          },
        },
      );
    })(event);
  };

  let list;
  if (types.isPending) list = <ListLoading label={t`Loading document types`} />;
  else if (types.isError)
    list = (
      <ListError
        title={SETUP_MSG.loadFailed(t`document types`)}
        error={types.error}
        onRetry={() => void types.refetch()}
      />
    );
  else if (types.data.length === 0)
    list = (
      <Text size="sm" c="dimmed">
        <Trans>No document types yet.</Trans>
      </Text>
    );
  else
    list = (
      <RequiredTable
        types={types.data}
        required={required}
        onToggle={(id, value) => setRequired((r) => ({ ...r, [id]: value }))}
      />
    );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="setup-step-title">
      <Stack gap="md">
        <Text c="dimmed">{FIRST_RUN_MSG.documentsHelp}</Text>
        {list}
        <FormError error={save.error} />
        <Fieldset legend={FIRST_RUN_MSG.documentTypeLegend}>
          <Stack gap="sm">
            <TextInput
              label={t`Name`}
              description={t`Such as Certificate of Insurance`}
              maxLength={100}
              {...form.getInputProps('added.name')}
            />
            <Group gap="lg">
              <Checkbox
                label={t`Required to sell`}
                {...form.getInputProps('added.requiredToSell', { type: 'checkbox' })}
              />
              <Checkbox
                label={t`Has an expiration date`}
                {...form.getInputProps('added.requiresExpiration', { type: 'checkbox' })}
              />
            </Group>
          </Stack>
        </Fieldset>
        <StepActions onBack={onBack} onSkip={() => onDone('skipped')} saving={save.isPending} addAnother />
      </Stack>
    </form>
  );
}
