import { Badge, type BadgeProps } from '@mantine/core';
import { paymentStatusColor, paymentStatusLabel } from '@/lib/vendor-money';

/** A payment's status as a badge, the same on the vendor's dashboard, the vendor's page and Payment History. */
export function PaymentStatusBadge({ status, ...props }: { status: string } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge variant="light" color={paymentStatusColor(status)} {...props}>
      {paymentStatusLabel(status)}
    </Badge>
  );
}
