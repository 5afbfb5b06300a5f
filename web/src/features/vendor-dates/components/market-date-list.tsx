import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { VendorMarketDate } from '@shared/schemas/vendor-dates';
import { VENDOR_DATES_MSG } from '@shared/vendor-dates-messages';
import { RequestStatusBadge } from '@/components/ui/request-status-badge';
import { NARROW_SCREEN_QUERY } from '@/hooks/use-chrome-preferences';
import { formatMarketDate } from '@/lib/format-date';
import type { VendorDateAction } from '../api/change-request';

export interface DateRow {
  date: VendorMarketDate;
  actions: VendorDateAction[];
}

const ACTION_LABEL: Record<VendorDateAction, string> = {
  request: VENDOR_DATES_MSG.requestSpace,
  skip: VENDOR_DATES_MSG.skip,
  unskip: VENDOR_DATES_MSG.unskip,
};

function Status({ date }: { date: VendorMarketDate }) {
  const request = date.spaceRequest;
  if (!request) {
    return (
      <Badge color="gray" variant="outline">
        No request
      </Badge>
    );
  }
  return <RequestStatusBadge status={request.status} />;
}

/** The server already applied spec 3's rule (label once published, else "Assigned" or "TBD"). */
function Space({ date }: { date: VendorMarketDate }) {
  const request = date.spaceRequest;
  // A skipped or cancelled date holds no space and will not get one: "TBD" would promise otherwise.
  if (!request || request.status === 'skipped' || request.status === 'canceled') return null;
  return <Text fw={request.spaceLabel ? 600 : 400}>{request.spaceDisplay}</Text>;
}

function Actions({ row, busy, onAction }: { row: DateRow; busy: boolean; onAction: Props['onAction'] }) {
  if (!row.actions.length) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {row.actions.map((action) => (
        <Button
          key={action}
          size="xs"
          variant={action === 'request' ? 'filled' : 'default'}
          disabled={busy}
          onClick={() => onAction(action, row.date)}
          aria-label={`${ACTION_LABEL[action]} on ${formatMarketDate(row.date.date)}`}
        >
          {ACTION_LABEL[action]}
        </Button>
      ))}
    </Group>
  );
}

interface Props {
  rows: DateRow[];
  /** False when the user may not act on any date: the column would only ever be empty. */
  showActions?: boolean;
  busyDateId: string | null;
  onAction: (action: VendorDateAction, date: VendorMarketDate) => void;
}

/** One row per upcoming date (spec 1 §2.9): a table on wide screens, cards under 768 px. */
export function MarketDateList({ rows, busyDateId, onAction, showActions = true }: Props) {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });

  if (narrow) {
    return (
      <Stack gap="sm">
        {rows.map((row) => (
          <Card
            key={row.date.id}
            padding="md"
            data-testid="market-date-row"
            aria-label={formatMarketDate(row.date.date)}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{formatMarketDate(row.date.date)}</Text>
                <Status date={row.date} />
              </Group>
              {row.date.notes && (
                <Text size="sm" c="dimmed">
                  {row.date.notes}
                </Text>
              )}
              <Space date={row.date} />
              {row.date.spaceRequest?.notes && <Text size="sm">{row.date.spaceRequest.notes}</Text>}
              {showActions && <Actions row={row} busy={busyDateId === row.date.id} onAction={onAction} />}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Space</Table.Th>
            <Table.Th>Note</Table.Th>
            {showActions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.date.id} data-testid="market-date-row" aria-label={formatMarketDate(row.date.date)}>
              <Table.Td>
                <Text fw={600}>{formatMarketDate(row.date.date)}</Text>
                {row.date.notes && (
                  <Text size="xs" c="dimmed">
                    {row.date.notes}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Status date={row.date} />
              </Table.Td>
              <Table.Td>
                <Space date={row.date} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.date.spaceRequest?.notes ?? ''}</Text>
              </Table.Td>
              {showActions && (
                <Table.Td>
                  <Actions row={row} busy={busyDateId === row.date.id} onAction={onAction} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
