import { useLingui } from '@lingui/react/macro';
import { Badge, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import * as z from '@shared/zod';
import { createSpaceTypeSchema, createVendorTypeSchema } from '@shared/schemas/catalog';
import { ListError, ListLoading } from '@/components/admin-list/list-states';
import { FormError } from '@/components/form/form-error';
import { MoneyInput } from '@/components/form/money-input';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { FIRST_RUN_MSG } from '@/i18n/shared/first-run-messages';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { useSchemaForm } from '@/lib/form';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useVendorTypes } from '@/lib/vendor-types';
import { useAddCatalogTypes, useSpaceTypes } from '../api/setup';
import { StepActions, type StepProps } from './step-actions';

type Values = {
  vendorType: { label: string; code: string; defaultBasePrice: number | null };
  spaceType: { name: string; size: string; defaultBasePrice: number | null };
};
const blank: Values = {
  vendorType: { label: '', code: '', defaultBasePrice: null },
  spaceType: { name: '', size: '', defaultBasePrice: null },
};

/** A part left wholly empty is not sent; a part begun is checked as the catalog screens check it. */
const schema = z.object({
  vendorType: z.optional(createVendorTypeSchema),
  spaceType: z.optional(createSpaceTypeSchema),
});
const filled = (part: Record<string, unknown>) => Object.values(part).some((v) => v !== '' && v !== null);
const toInput = (v: Values) => ({
  ...(filled(v.vendorType)
    ? { vendorType: { ...v.vendorType, defaultBasePrice: v.vendorType.defaultBasePrice ?? 0 } }
    : {}),
  ...(filled(v.spaceType) ? { spaceType: v.spaceType } : {}),
});

/** The names so far, or "None yet". */
function SoFar({ title, names }: { title: string; names: string[] }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {names.length ? (
        <Group gap={6}>
          {names.map((n) => (
            <Badge key={n} variant="light" tt="none">
              {n}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {FIRST_RUN_MSG.noneYet}
        </Text>
      )}
    </Stack>
  );
}

/** Step 3: vendor types and space types with their prices (POST /api/vendor-types, POST /api/space-types). */
export function CatalogStep({ onDone, onBack }: StepProps) {
  const { t } = useLingui();
  const vendorTypes = useVendorTypes();
  const spaceTypes = useSpaceTypes();
  const form = useSchemaForm(schema, { initialValues: blank, toInput });
  const add = useAddCatalogTypes();
  const mutate = useGuardedMutate(add);

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
    const stay = submitter?.getAttribute('data-stay') === 'true';
    form.onSubmit((body) => {
      if (!body.vendorType && !body.spaceType) {
        if (stay) return form.setFieldError('vendorType.label', FIRST_RUN_MSG.nothingToSave);
        const any = (vendorTypes.data?.length ?? 0) + (spaceTypes.data?.length ?? 0) > 0;
        return onDone(any ? 'saved' : 'skipped');
      }
      mutate(body, {
        onSuccess: () => {
          const names = [body.vendorType?.label, body.spaceType?.name].filter(Boolean).join(', ');
          notify.success(SETUP_MSG.created(names), '');
          form.setValues(blank);
          form.resetDirty(blank);
          if (!stay) onDone('saved');
        },
      });
    })(event);
  };

  let soFar;
  if (vendorTypes.isPending || spaceTypes.isPending) soFar = <ListLoading label={t`Loading vendor and space types`} />;
  else if (vendorTypes.isError || spaceTypes.isError)
    soFar = (
      <ListError
        title={SETUP_MSG.loadFailed(t`vendor and space types`)}
        error={vendorTypes.error ?? spaceTypes.error}
        onRetry={() => void Promise.all([vendorTypes.refetch(), spaceTypes.refetch()])}
      />
    );
  else
    soFar = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SoFar
          title={FIRST_RUN_MSG.vendorTypesSoFar}
          names={vendorTypes.data.map((vt) => `${vt.label} · ${formatDollars(vt.defaultBasePrice)}`)}
        />
        <SoFar
          title={FIRST_RUN_MSG.spaceTypesSoFar}
          names={spaceTypes.data.map(
            (st) =>
              `${st.name} (${st.size})${st.defaultBasePrice === null ? '' : ` · ${formatDollars(st.defaultBasePrice)}`}`,
          )}
        />
      </SimpleGrid>
    );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="setup-step-title">
      <Stack gap="md">
        <Text c="dimmed">{FIRST_RUN_MSG.catalogHelp}</Text>
        {soFar}
        <FormError error={add.error} />
        <Fieldset legend={FIRST_RUN_MSG.vendorTypeLegend}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label={t`Label`} maxLength={100} {...form.getInputProps('vendorType.label')} />
            <TextInput
              label={t`Code`}
              description={t`A short code, such as FARM`}
              maxLength={20}
              {...form.getInputProps('vendorType.code')}
            />
            <MoneyInput label={t`Default price`} {...form.getInputProps('vendorType.defaultBasePrice')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={FIRST_RUN_MSG.spaceTypeLegend}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label={t`Name`} maxLength={100} {...form.getInputProps('spaceType.name')} />
            <TextInput
              label={t`Size`}
              description={t`Width x height in feet, e.g. 10x10`}
              maxLength={7}
              {...form.getInputProps('spaceType.size')}
            />
            <MoneyInput label={t`Price`} {...form.getInputProps('spaceType.defaultBasePrice')} />
          </SimpleGrid>
        </Fieldset>
        <StepActions onBack={onBack} onSkip={() => onDone('skipped')} saving={add.isPending} addAnother />
      </Stack>
    </form>
  );
}
