import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { IconAlert } from '@/components/ui/icons';
import { PaymentStatusBadge } from '@/components/ui/payment-status-badge';
import { paths } from '@/config/paths';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';
import { formatMarketDate } from '@/lib/format-date';
import { formatDollars } from '@/lib/money';
import { paymentMethodLabel, vendorPaymentsQueryOptions } from '@/lib/vendor-money';

/** How many of the newest payments the vendor's page shows before the link to the whole history. */
const RECENT_PAYMENTS_SHOWN = 3;

/** The vendor's page: the newest payments, and the way to Payment History and Space History. */
export function VendorMoneySection({ vendorId }: { vendorId: string }) {
  const { t } = useLingui();
  const payments = useQuery(vendorPaymentsQueryOptions(vendorId));
  const recent = payments.data?.payments.slice(0, RECENT_PAYMENTS_SHOWN) ?? [];
  const total = formatDollars(payments.data?.total ?? 0);
  const count = payments.data?.payments.length ?? 0;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="payments-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="payments-heading">
            <Trans>Payments</Trans>
          </Title>
          <Group gap="xs">
            <Button component={Link} to={paths.vendorRequestHistory(vendorId)} variant="default" size="xs">
              {REQUESTS_MSG.spaceHistoryTitle}
            </Button>
            <Button component={Link} to={paths.vendorPayments(vendorId)} variant="light" size="xs">
              {REQUESTS_MSG.paymentHistory}
            </Button>
          </Group>
        </Group>
        {payments.isPending ? (
          <Skeleton height={60} aria-label={t`Loading payments`} role="status" />
        ) : payments.isError ? (
          <Alert color="red" variant="light" icon={<IconAlert />}>
            {REQUESTS_MSG.paymentsLoadFailed}
          </Alert>
        ) : recent.length === 0 ? (
          <Text c="dimmed">{REQUESTS_MSG.noPaymentInformation}</Text>
        ) : (
          <>
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Recent payments`}>
              {recent.map((p) => (
                <Group key={p.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} miw={0}>
                    <Text fw={600} size="sm">
                      {formatMarketDate(p.marketDate)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {paymentMethodLabel(p.paymentMethod)}
                      {p.stripePaymentId ? ` · ${p.stripePaymentId}` : ''}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                    <PaymentStatusBadge status={p.status} />
                    <Text fw={700} size="sm">
                      {formatDollars(p.amount)}
                    </Text>
                  </Group>
                </Group>
              ))}
            </Stack>
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                <Trans>Total paid {total}</Trans>
              </Text>
              {payments.data.payments.length > RECENT_PAYMENTS_SHOWN && (
                <Anchor component={Link} to={paths.vendorPayments(vendorId)} size="sm">
                  <Trans>All {count} payments</Trans>
                </Anchor>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
