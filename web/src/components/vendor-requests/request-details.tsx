import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { VendorMarketDate, VendorSpaceRequest } from '@shared/schemas/vendor-dates';
import { formatInstant } from '@/lib/format-date';
import { formatDollars } from '@/lib/money';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/** The receipt's lines: what the date costs, then what was paid and what is left (spec 3 §9's arithmetic). */
function receiptLines(r: VendorSpaceRequest): [string, number][] {
  const lines: [string, number][] = [];
  // A skipped or cancelled date is not charged for its space: only a late fee can remain.
  if (r.status !== 'skipped' && r.status !== 'canceled') {
    lines.push([t`Base amount`, r.amountBase]);
    const rate = r.salesBasedRate;
    if (r.grossSales !== null || r.salesBasedFee > 0) lines.push([t`Sales-based fee (${rate}%)`, r.salesBasedFee]);
  }
  if (r.lateCancellationFee > 0) lines.push([t`Late cancellation fee`, r.lateCancellationFee]);
  if (r.amountLatePaymentFee > 0) lines.push([t`Late payment fee`, r.amountLatePaymentFee]);
  return lines;
}

/** A row's expanded part: the request's details and its receipt (spec 3 §2). */
export function RequestDetails({ date, timeZone }: { date: VendorMarketDate; timeZone: string }) {
  const { t } = useLingui();
  const r = date.spaceRequest;
  if (!r) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No request for this date yet.</Trans>
      </Text>
    );
  }
  const day = date.date;
  const when = (iso: string | null) => (iso ? formatInstant(iso, timeZone) : '—');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="request-details">
      <Stack gap="xs">
        <Title order={3} size="h5">
          <Trans>Request details</Trans>
        </Title>
        <Fact label={t({ message: 'Requested', context: 'space request event' })} value={when(r.createdAt)} />
        {r.approvedAt && (
          <Fact label={t({ message: 'Approved', context: 'space request event' })} value={when(r.approvedAt)} />
        )}
        {r.cancelledAt && (
          <Fact label={t({ message: 'Cancelled', context: 'space request event' })} value={when(r.cancelledAt)} />
        )}
        {r.cancelledReason && <Fact label={t`Reason`} value={r.cancelledReason} />}
        {r.notes && <Fact label={t`Notes`} value={r.notes} />}
        {r.grossSales !== null && <Fact label={t`Gross sales`} value={formatDollars(r.grossSales)} />}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          <Trans>Receipt</Trans>
        </Title>
        <Table withRowBorders={false} verticalSpacing={2} aria-label={t`Receipt for ${day}`}>
          <Table.Tbody>
            {receiptLines(r).map(([label, cents]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right">{formatDollars(cents)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>
                <Trans>Amount due</Trans>
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatDollars(r.amountDue)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>
                <Trans>Paid</Trans>
              </Table.Td>
              <Table.Td ta="right">{formatDollars(r.amountPaid)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Divider />
        <Group justify="space-between" px="xs">
          <Text fw={700}>
            <Trans>Balance</Trans>
          </Text>
          <Text fw={700} c={r.amountBalance > 0 ? 'red.9' : undefined} data-testid="receipt-balance">
            {formatDollars(r.amountBalance)}
          </Text>
        </Group>
      </Stack>
    </SimpleGrid>
  );
}
