import { Button, Checkbox, Group, Modal, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { SETUP_MSG } from '@shared/market-setup-messages';
import { putSpaceTypeFeesSchema, type SpaceType, type VendorType } from '@shared/schemas/catalog';
import { centsToDollars, dollarsToCents, MoneyInput, RateInput } from '@/components/admin-list/money-input';
import { notify } from '@/lib/notify';
import { usePutSpaceTypeFees } from '../api/space-types';
import { FormError } from './form-error';

interface FeeRow {
  vendorTypeId: string;
  label: string;
  enabled: boolean;
  basePrice: number | '';
  salesBasedRate: number | '';
  isActive: boolean;
}

/**
 * The fees grid of one space type (space_types_fees): one row per vendor type. A checked row is that vendor type's
 * fee for this space type (empty amounts fall through to the space type's defaults); an unchecked row has none.
 */
export function SpaceTypeFees(props: { spaceType: SpaceType; vendorTypes: VendorType[]; onClose: () => void }) {
  const { spaceType, onClose } = props;
  const [rows, setRows] = useState<FeeRow[]>(() =>
    props.vendorTypes
      .filter((t) => t.isActive || spaceType.fees.some((f) => f.vendorTypeId === t.id))
      .map((t) => {
        const fee = spaceType.fees.find((f) => f.vendorTypeId === t.id);
        return {
          vendorTypeId: t.id,
          label: t.label,
          enabled: !!fee,
          basePrice: centsToDollars(fee?.basePrice),
          salesBasedRate: fee?.salesBasedRate ?? '',
          isActive: fee?.isActive ?? true,
        };
      }),
  );
  const save = usePutSpaceTypeFees();
  const update = (id: string, patch: Partial<FeeRow>) =>
    setRows((rs) => rs.map((r) => (r.vendorTypeId === id ? { ...r, ...patch } : r)));

  const submit = () => {
    const body = {
      fees: rows
        .filter((r) => r.enabled)
        .map((r) => ({
          vendorTypeId: r.vendorTypeId,
          basePrice: dollarsToCents(r.basePrice),
          salesBasedRate: r.salesBasedRate === '' ? null : r.salesBasedRate,
          isActive: r.isActive,
        })),
    };
    const parsed = putSpaceTypeFeesSchema.safeParse(body);
    if (!parsed.success) {
      notify.error(SETUP_MSG.saveFailed('the fees'), parsed.error.issues[0]?.message ?? '');
      return;
    }
    save.mutate(
      { id: spaceType.id, body: parsed.data },
      {
        onSuccess: () => {
          notify.success(SETUP_MSG.feesSaved, spaceType.name);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Fees for ${spaceType.name}`} size="xl" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A vendor type&apos;s fee comes before the space type&apos;s defaults. Leave an amount empty to use the
          default.
        </Text>
        <FormError error={save.error} />
        {rows.length === 0 && <Text c="dimmed">{SETUP_MSG.noVendorTypes}</Text>}
        {rows.map((r) => (
          <Paper key={r.vendorTypeId} withBorder radius="md" p="sm" aria-label={`Fee for ${r.label}`} role="group">
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm" verticalSpacing="xs">
              <Checkbox
                label={r.label}
                checked={r.enabled}
                onChange={(e) => update(r.vendorTypeId, { enabled: e.currentTarget.checked })}
                styles={{ label: { fontWeight: 600 } }}
              />
              <MoneyInput
                aria-label={`Base price for ${r.label}`}
                placeholder="Default"
                disabled={!r.enabled}
                value={r.basePrice}
                onChange={(v) => update(r.vendorTypeId, { basePrice: v === '' ? '' : Number(v) })}
              />
              <RateInput
                aria-label={`Sales based rate for ${r.label}`}
                placeholder="Default"
                disabled={!r.enabled}
                value={r.salesBasedRate}
                onChange={(v) => update(r.vendorTypeId, { salesBasedRate: v === '' ? '' : Number(v) })}
              />
              <Switch
                label="Active"
                disabled={!r.enabled}
                checked={r.isActive}
                onChange={(e) => update(r.vendorTypeId, { isActive: e.currentTarget.checked })}
              />
            </SimpleGrid>
          </Paper>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save Fees
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
