import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import type { MarketRequestRow } from '@shared/schemas/space-requests';
import { SelectAllCheckbox, type SelectionProps } from '@/components/admin-list/select-all';
import { RequestStatusBadge } from '@/components/ui/request-status-badge';
import { Amount } from './request-amounts';
import { RequestActions, type RequestActionHandlers } from './request-actions';
import { RequestVendor } from './request-vendor';
import { spaceDisplayIn } from '@/lib/space-display';

export type { SelectionProps };

/** The desktop table: select, Vendor, Status, Space, Notes, Due, Balance, and the row's actions. */
export function RequestsTable({
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
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={t`Space requests`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <SelectAllCheckbox
                aria-label={t`Select all requests`}
                ids={rows.map((r) => r.vendorId)}
                selected={selection.selected}
                onToggleAll={selection.onToggleAll}
              />
            </Table.Th>
            <Table.Th>
              <Trans>Vendor</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Space</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Notes</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Due</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Balance</Trans>
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>
                <Trans>Actions</Trans>
              </VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} data-vendor={r.vendorName}>
              <Table.Td>
                <Checkbox
                  aria-label={selectLabel(r.vendorName)}
                  checked={selection.selected.has(r.vendorId)}
                  onChange={() => selection.onToggle(r.vendorId)}
                />
              </Table.Td>
              <Table.Td>
                <RequestVendor row={r} />
              </Table.Td>
              <Table.Td>
                <RequestStatusBadge status={r.status} />
              </Table.Td>
              <Table.Td>{spaceDisplayIn(r.spaceDisplay)}</Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" c={r.notes ? undefined : 'dimmed'} lineClamp={3}>
                  {r.notes ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Amount cents={r.amountDue} />
              </Table.Td>
              <Table.Td ta="right">
                <Amount cents={r.amountBalance} owed />
              </Table.Td>
              <Table.Td>
                <RequestActions row={r} handlers={handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
