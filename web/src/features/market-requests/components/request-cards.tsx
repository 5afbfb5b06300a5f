import { useLingui } from '@lingui/react/macro';
import { Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MarketRequestRow } from '@shared/schemas/space-requests';
import { SelectAllCheckbox } from '@/components/admin-list/select-all';
import { RequestStatusBadge } from '@/components/ui/request-status-badge';
import { Amount } from './request-amounts';
import { RequestActions, type RequestActionHandlers } from './request-actions';
import { RequestVendor } from './request-vendor';
import type { SelectionProps } from './requests-table';
import { spaceDisplayIn } from '@/lib/space-display';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Under 768 px: a select-all box and one card per request. */
export function RequestCards({
  rows,
  selection,
  handlers,
}: {
  rows: readonly MarketRequestRow[];
  selection: SelectionProps;
  handlers: RequestActionHandlers;
}) {
  const { t } = useLingui();
  const selectLabel = (name: string) => t`Select ${name}`;
  return (
    <Stack gap="sm">
      <SelectAllCheckbox
        label={t`Select all`}
        ids={rows.map((r) => r.vendorId)}
        selected={selection.selected}
        onToggleAll={selection.onToggleAll}
      />
      <Stack gap="sm" role="list" aria-label={t`Space requests`}>
        {rows.map((r) => (
          <Card key={r.id} withBorder padding="sm" role="listitem" aria-label={r.vendorName} data-vendor={r.vendorName}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Checkbox
                  aria-label={selectLabel(r.vendorName)}
                  checked={selection.selected.has(r.vendorId)}
                  onChange={() => selection.onToggle(r.vendorId)}
                  mt={2}
                />
                <RequestVendor row={r} />
              </Group>
              <RequestStatusBadge status={r.status} style={{ flexShrink: 0 }} />
            </Group>
            <SimpleGrid cols={3} mt="sm" spacing="xs">
              <Field label={t`Space`}>{spaceDisplayIn(r.spaceDisplay)}</Field>
              <Field label={t`Due`}>
                <Amount cents={r.amountDue} />
              </Field>
              <Field label={t`Balance`}>
                <Amount cents={r.amountBalance} owed />
              </Field>
            </SimpleGrid>
            {r.notes && (
              <Field label={t`Notes`}>
                <Text size="sm" lineClamp={4}>
                  {r.notes}
                </Text>
              </Field>
            )}
            <Group justify="flex-end" mt="sm">
              <RequestActions row={r} handlers={handlers} />
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
