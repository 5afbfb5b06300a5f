import { Trans } from '@lingui/react/macro';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DashboardPayment } from '@shared/schemas/vendor-dates';
import { VENDOR_DATES_MSG } from '@/i18n/shared/vendor-dates-messages';
import { PaymentStatusBadge } from '@/components/ui/payment-status-badge';
import { formatMarketDate } from '@/lib/format-date';
import { formatDollars } from '@/lib/money';
import { paymentMethodLabel } from '@/lib/vendor-money';

/** The newest 3 payments (spec 1 §4, §9). */
export function RecentPayments({ payments }: { payments: readonly DashboardPayment[] }) {
  return (
    <Card component="section" aria-labelledby="recent-payments">
      <Title order={2} size="h4" id="recent-payments" mb="sm">
        <Trans>Recent Payments</Trans>
      </Title>
      {payments.length === 0 ? (
        <Text c="dimmed">{VENDOR_DATES_MSG.noPayments}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {payments.map((p) => (
            <Group key={p.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} miw={0}>
                <Text fw={600}>{formatMarketDate(p.marketDate)}</Text>
                <Text size="sm" c="dimmed">
                  {paymentMethodLabel(p.paymentMethod)}
                </Text>
              </Stack>
              {/* The status and amount keep their width; on a phone the date wraps instead of the badge being cut. */}
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <PaymentStatusBadge status={p.status} style={{ flexShrink: 0 }} />
                <Text fw={700}>{formatDollars(p.amount)}</Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
