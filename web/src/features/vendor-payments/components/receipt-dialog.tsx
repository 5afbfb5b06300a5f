import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { PaymentRow } from '@shared/schemas/payments';
import { formatInstant, formatMarketDate } from '@/lib/format-date';
import { useMarketTimeZone } from '@/lib/system-settings';
import { formatDollars } from '@/lib/money';
import { paymentMethodLabel, paymentStatusLabel } from '@/lib/vendor-money';

// Printing shows the receipt alone: the page behind the dialog and the dialog's own buttons stay off the paper.
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  .payment-receipt, .payment-receipt * { visibility: visible; }
  .payment-receipt { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .payment-receipt .no-print { display: none; }
}`;

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** An admin's printable receipt of one payment: vendor, date, amount, method and confirmation number. */
export function ReceiptDialog(props: {
  vendorName: string;
  payment: PaymentRow | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const timeZone = useMarketTimeZone();
  const { vendorName, payment, opened, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={t`Payment Receipt`} size="sm">
      <style>{PRINT_CSS}</style>
      {payment && (
        <Stack gap="xs" className="payment-receipt">
          <Title order={2} fz="lg">
            {vendorName}
          </Title>
          <Line label={t`Date`}>{formatInstant(payment.paidDate ?? payment.createdAt, timeZone)}</Line>
          <Line label={t`Market date`}>{formatMarketDate(payment.marketDate)}</Line>
          <Line label={t`Method`}>{paymentMethodLabel(payment.paymentMethod)}</Line>
          <Line label={t`Status`}>{paymentStatusLabel(payment.status)}</Line>
          <Line label={t`Confirmation`}>{payment.stripePaymentId ?? '—'}</Line>
          <Divider />
          <Line label={t`Amount`}>{formatDollars(payment.amount)}</Line>
          <Group justify="flex-end" className="no-print" mt="sm">
            <Button variant="default" onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
