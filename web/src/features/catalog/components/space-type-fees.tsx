import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { output } from 'zod/v4/core';
import { putSpaceTypeFeesSchema, type SpaceType, type VendorType } from '@shared/schemas/catalog';
import { FormError } from '@/components/form/form-error';
import { MoneyInput, RateInput } from '@/components/form/money-input';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { notify } from '@/lib/notify';
import { usePutSpaceTypeFees } from '../api/space-types';

interface FeeRow {
  vendorTypeId: string;
  label: string;
  enabled: boolean;
  basePrice: number | null;
  salesBasedRate: number | null;
  isActive: boolean;
}

/**
 * The fees grid of one space type (space_types_fees): one row per vendor type. A checked row is that vendor type's
 * fee for this space type (empty amounts fall through to the space type's defaults); an unchecked row has none.
 * Every row is checked against the schema (unchecked ones keep what was typed, so the messages line up with the
 * rows on screen); only checked rows are sent.
 */
export function SpaceTypeFees(props: { spaceType: SpaceType; vendorTypes: VendorType[]; onClose: () => void }) {
  const { t } = useLingui();
  const { spaceType, onClose } = props;
  const typeName = spaceType.name;
  const form = useForm<{ fees: FeeRow[] }, output<typeof putSpaceTypeFeesSchema>>({
    mode: 'controlled',
    initialValues: {
      fees: props.vendorTypes
        .filter((row) => row.isActive || spaceType.fees.some((f) => f.vendorTypeId === row.id))
        .map((row) => {
          const fee = spaceType.fees.find((f) => f.vendorTypeId === row.id);
          return {
            vendorTypeId: row.id,
            label: row.label,
            enabled: !!fee,
            basePrice: fee?.basePrice ?? null,
            salesBasedRate: fee?.salesBasedRate ?? null,
            isActive: fee?.isActive ?? true,
          };
        }),
    },
    validate: schemaResolver(putSpaceTypeFeesSchema, { sync: true }),
    transformValues: ({ fees }) =>
      putSpaceTypeFeesSchema.parse({
        fees: fees
          .filter((r) => r.enabled)
          .map(({ vendorTypeId, basePrice, salesBasedRate, isActive }) => ({
            vendorTypeId,
            basePrice,
            salesBasedRate,
            isActive,
          })),
      }),
  });
  const save = usePutSpaceTypeFees();
  const mutate = useGuardedMutate(save);
  const rows = form.values.fees;

  const submit = form.onSubmit((body) =>
    mutate(
      { id: spaceType.id, body },
      {
        onSuccess: () => {
          notify.success(SETUP_MSG.feesSaved, spaceType.name);
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={t`Fees for ${typeName}`} size="xl" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>
              A vendor type&apos;s fee comes before the space type&apos;s defaults. Leave an amount empty to use the
              default.
            </Trans>
          </Text>
          <FormError error={save.error ?? (form.errors.fees as string | undefined)} />
          {rows.length === 0 && <Text c="dimmed">{SETUP_MSG.noVendorTypes}</Text>}
          {rows.map(({ label, ...r }, i) => (
            <Paper key={r.vendorTypeId} withBorder radius="md" p="sm" aria-label={t`Fee for ${label}`} role="group">
              <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm" verticalSpacing="xs">
                <Checkbox
                  label={label}
                  styles={{ label: { fontWeight: 600 } }}
                  {...form.getInputProps(`fees.${i}.enabled`, { type: 'checkbox' })}
                />
                <MoneyInput
                  aria-label={t`Base price for ${label}`}
                  placeholder={t`Default`}
                  disabled={!r.enabled}
                  {...form.getInputProps(`fees.${i}.basePrice`)}
                />
                <RateInput
                  aria-label={t`Sales based rate for ${label}`}
                  placeholder={t`Default`}
                  disabled={!r.enabled}
                  {...form.getInputProps(`fees.${i}.salesBasedRate`)}
                />
                <Switch
                  label={t`Active`}
                  disabled={!r.enabled}
                  {...form.getInputProps(`fees.${i}.isActive`, { type: 'checkbox' })}
                />
              </SimpleGrid>
            </Paper>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save Fees</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
