import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Card, Collapse, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { Fragment, useState } from 'react';
import type { VendorMarketDate } from '@shared/schemas/vendor-dates';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';
import { WAITLIST_MSG } from '@/i18n/shared/waitlist-messages';
import { RequestStatusBadge } from '@/components/ui/request-status-badge';
import { translateShared } from '@/i18n/shared-messages';
import { formatMarketDate } from '@/lib/format-date';
import type { OfferedAction, RowAction } from './row-actions';
import { RequestDetails } from './request-details';
import { spaceDisplayIn } from '@/lib/space-display';

interface DateRow {
  date: VendorMarketDate;
  actions: OfferedAction[];
  /** Said where Pay would be when the date owes money that cannot be paid yet. */
  payNotice?: string;
}

/** A row button's label, in the reader's language. */
const actionLabel = (action: RowAction): string =>
  ({
    request: REQUESTS_MSG.request,
    skip: REQUESTS_MSG.skip,
    unskip: REQUESTS_MSG.unskip,
    cancel: REQUESTS_MSG.cancel,
    approve: REQUESTS_MSG.approve,
    reject: REQUESTS_MSG.reject,
    reopen: REQUESTS_MSG.reopen,
    pay: REQUESTS_MSG.pay,
  })[action];

const DANGER: ReadonlySet<RowAction> = new Set(['cancel', 'reject']);

function Status({ date }: { date: VendorMarketDate }) {
  const r = date.spaceRequest;
  if (!r) {
    return (
      <Badge color="gray" variant="outline" style={{ flexShrink: 0 }}>
        <Trans>No request</Trans>
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="wrap" style={{ flexShrink: 0 }}>
      {r.waitlistPlace !== null ? (
        <Badge color="yellow" variant="light" miw="max-content">
          {WAITLIST_MSG.waitlistedPlace(r.waitlistPlace)}
        </Badge>
      ) : (
        <RequestStatusBadge status={r.status} />
      )}
      {r.isPastDue && (
        <Badge color="red" variant="filled">
          {REQUESTS_MSG.pastDue}
        </Badge>
      )}
    </Group>
  );
}

/** The server already applied spec 3's rule (label once published, else "Assigned" or "TBD"). */
function Space({ date }: { date: VendorMarketDate }) {
  const r = date.spaceRequest;
  // A skipped or cancelled date holds no space and will not get one: "TBD" would promise otherwise.
  if (!r || r.status === 'skipped' || r.status === 'canceled') return <Text c="dimmed">—</Text>;
  return <Text fw={r.spaceLabel ? 600 : 400}>{spaceDisplayIn(r.spaceDisplay)}</Text>;
}

function Actions({ row, busy, onAction }: { row: DateRow; busy: boolean; onAction: Props['onAction'] }) {
  const day = formatMarketDate(row.date.date);
  const { t } = useLingui();
  return (
    <Group gap="xs" wrap="wrap">
      {row.actions.map(({ action, disabledReason }) => {
        const label = actionLabel(action);
        const button = (
          <Button
            key={action}
            size="xs"
            variant={action === 'request' || action === 'pay' || action === 'approve' ? 'filled' : 'default'}
            color={DANGER.has(action) ? 'red' : undefined}
            disabled={busy || !!disabledReason}
            onClick={() => onAction(action, row.date)}
            aria-label={t`${label} ${day}`}
          >
            {label}
          </Button>
        );
        return disabledReason ? (
          <Tooltip key={action} label={translateShared(disabledReason)} withArrow>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
      {row.payNotice && (
        <Text size="xs" c="dimmed" maw={320}>
          {row.payNotice}
        </Text>
      )}
    </Group>
  );
}

function ExpandButton({ open, date, onToggle }: { open: boolean; date: string; onToggle: () => void }) {
  const { t } = useLingui();
  const day = formatMarketDate(date);
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      onClick={onToggle}
      aria-expanded={open}
      aria-label={open ? t`Hide details of ${day}` : t`Show details of ${day}`}
    >
      <span aria-hidden style={{ display: 'inline-block', transform: open ? 'rotate(90deg)' : undefined }}>
        ›
      </span>
    </ActionIcon>
  );
}

interface Props {
  rows: DateRow[];
  view: 'cards' | 'table';
  timeZone: string;
  /** The vendor sells at more than one market: each date names its market. */
  showMarket?: boolean;
  busyDateId: string | null;
  onAction: (action: RowAction, date: VendorMarketDate) => void;
}

/** The dates as a table (Market Date, Status, Space, Actions) or as cards; each expands to details and a receipt. */
export function RequestsList({ rows, view, timeZone, showMarket = false, busyDateId, onAction }: Props) {
  const market = (date: VendorMarketDate) =>
    showMarket && date.marketName ? (
      <Text size="xs" c="dimmed" data-testid="market-name">
        {date.marketName}
      </Text>
    ) : null;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (view === 'cards') {
    return (
      <Stack gap="sm">
        {rows.map((row) => {
          const isOpen = open.has(row.date.id);
          return (
            <Card
              key={row.date.id}
              withBorder
              padding="md"
              data-testid="market-date-row"
              aria-label={formatMarketDate(row.date.date)}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Group gap={4} wrap="nowrap">
                    <ExpandButton open={isOpen} date={row.date.date} onToggle={() => toggle(row.date.id)} />
                    <Stack gap={0}>
                      <Text fw={700}>{formatMarketDate(row.date.date)}</Text>
                      {market(row.date)}
                    </Stack>
                  </Group>
                  <Status date={row.date} />
                </Group>
                {row.date.notes && (
                  <Text size="sm" c="dimmed">
                    {row.date.notes}
                  </Text>
                )}
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    <Trans>Space</Trans>
                  </Text>
                  <Space date={row.date} />
                </Group>
                {(row.actions.length > 0 || row.payNotice) && (
                  <Actions row={row} busy={busyDateId === row.date.id} onAction={onAction} />
                )}
                <Collapse expanded={isOpen}>
                  {isOpen && <RequestDetails date={row.date} timeZone={timeZone} />}
                </Collapse>
              </Stack>
            </Card>
          );
        })}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" aria-label={REQUESTS_MSG.spaceRequestsTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Market Date</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Space</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const isOpen = open.has(row.date.id);
            return (
              <Fragment key={row.date.id}>
                <Table.Tr data-testid="market-date-row" aria-label={formatMarketDate(row.date.date)}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ExpandButton open={isOpen} date={row.date.date} onToggle={() => toggle(row.date.id)} />
                      <Stack gap={0}>
                        <Text fw={600}>{formatMarketDate(row.date.date)}</Text>
                        {market(row.date)}
                        {row.date.notes && (
                          <Text size="xs" c="dimmed">
                            {row.date.notes}
                          </Text>
                        )}
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Status date={row.date} />
                  </Table.Td>
                  <Table.Td>
                    <Space date={row.date} />
                  </Table.Td>
                  <Table.Td>
                    <Actions row={row} busy={busyDateId === row.date.id} onAction={onAction} />
                  </Table.Td>
                </Table.Tr>
                {isOpen && (
                  <Table.Tr>
                    <Table.Td colSpan={4} bg="var(--mantine-color-gray-0)">
                      <RequestDetails date={row.date} timeZone={timeZone} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
