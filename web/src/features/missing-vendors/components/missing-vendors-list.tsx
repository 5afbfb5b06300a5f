import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import type { MissingVendor } from '@shared/schemas/missing-vendors';
import { SelectAllCheckbox } from '@/components/admin-list/select-all';
import { paths } from '@/config/paths';
import { MISSING_MSG } from '@/i18n/shared/missing-vendors-messages';
import { formatLastAttended, sortLabel, type SortKey, type SortState } from '../lib/missing-view';

export interface MissingListProps {
  vendors: MissingVendor[];
  sort: SortState;
  selected: ReadonlySet<string>;
  onToggle: (vendorId: string) => void;
  onToggleAll: () => void;
  onCreateRequest: (vendor: MissingVendor) => void;
}

function VendorLink({ vendor }: { vendor: MissingVendor }) {
  return (
    <Anchor component={Link} to={paths.vendorDetails(vendor.id)} fw={500} size="sm">
      {vendor.name}
    </Anchor>
  );
}

function TypeBadge({ vendor }: { vendor: MissingVendor }) {
  if (!vendor.vendorType.code) return null;
  return (
    <Badge size="sm" variant="light" color="gray">
      {vendor.vendorType.code}
    </Badge>
  );
}

function SortHeader({ column, sort, onSort }: { column: SortKey; sort: SortState; onSort: (key: SortKey) => void }) {
  const active = sort.key === column;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {sortLabel(column)}
          <Text span size="xs" c={active ? undefined : 'dimmed'} aria-hidden>
            {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
          </Text>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Spec 2 §2.3's table: checkbox, Vendor, Last Attended and Create Request; Vendor and Last Attended sort. */
export function MissingVendorsTable(props: MissingListProps & { onSort: (key: SortKey) => void }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={MISSING_MSG.heading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <SelectAllCheckbox
                aria-label={MISSING_MSG.selectAll}
                ids={props.vendors.map((v) => v.id)}
                selected={props.selected}
                onToggleAll={props.onToggleAll}
              />
            </Table.Th>
            <SortHeader column="vendor" sort={props.sort} onSort={props.onSort} />
            <SortHeader column="lastAttended" sort={props.sort} onSort={props.onSort} />
            <Table.Th>
              <VisuallyHidden>
                <Trans>Actions</Trans>
              </VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.vendors.map((v) => (
            <Table.Tr key={v.id} data-vendor={v.name}>
              <Table.Td>
                <Checkbox
                  aria-label={MISSING_MSG.selectVendor(v.name)}
                  checked={props.selected.has(v.id)}
                  onChange={() => props.onToggle(v.id)}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={8} wrap="nowrap">
                  <VendorLink vendor={v} />
                  <TypeBadge vendor={v} />
                </Group>
              </Table.Td>
              <Table.Td>{formatLastAttended(v.lastAttendedDate)}</Table.Td>
              <Table.Td ta="right">
                <Button size="compact-sm" variant="light" onClick={() => props.onCreateRequest(v)}>
                  {MISSING_MSG.createRequest}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Read at render: the column names follow the reader's language. */
const sortOptions = () =>
  (['vendor', 'lastAttended'] as const).flatMap((key) => [
    { value: `${key}:asc`, label: `${sortLabel(key)} (A-Z)` },
    { value: `${key}:desc`, label: `${sortLabel(key)} (Z-A)` },
  ]);

/** Under 768 px: select all, a sort dropdown, and one card per vendor. */
export function MissingVendorCards(props: MissingListProps & { onSortChange: (sort: SortState) => void }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <SelectAllCheckbox
          label={t`Select all`}
          ids={props.vendors.map((v) => v.id)}
          selected={props.selected}
          onToggleAll={props.onToggleAll}
        />
        <Select
          label={t`Sort by`}
          w={190}
          data={sortOptions()}
          value={`${props.sort.key}:${props.sort.direction}`}
          allowDeselect={false}
          onChange={(value) => {
            if (!value) return;
            const [key, direction] = value.split(':') as [SortKey, SortState['direction']];
            props.onSortChange({ key, direction });
          }}
        />
      </Group>
      <Stack gap="sm" role="list" aria-label={MISSING_MSG.heading}>
        {props.vendors.map((v) => (
          <Card key={v.id} withBorder padding="sm" role="listitem" data-vendor={v.name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Checkbox
                  aria-label={MISSING_MSG.selectVendor(v.name)}
                  checked={props.selected.has(v.id)}
                  onChange={() => props.onToggle(v.id)}
                  mt={2}
                />
                <Stack gap={2}>
                  <VendorLink vendor={v} />
                  <Text size="xs" c="dimmed">
                    {MISSING_MSG.lastAttended}: {formatLastAttended(v.lastAttendedDate)}
                  </Text>
                </Stack>
              </Group>
              <TypeBadge vendor={v} />
            </Group>
            <Group justify="flex-end" mt="sm">
              <Button size="compact-sm" variant="light" onClick={() => props.onCreateRequest(v)}>
                {MISSING_MSG.createRequest}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
