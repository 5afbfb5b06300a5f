import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { hasPermission } from '@shared/permissions';
import { PAY_MSG } from '@/i18n/shared/payment-messages';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/lib/session';
import { PaymentMethodsPage } from '../components/payment-methods-page';

/**
 * /vendor/payment-methods (spec 3 §2 "Vendor Payment Methods"): the vendor's cards, shared by its users. Needs
 * vendor.payment-methods.view; an admin names the vendor with ?vendorId=.
 */
export function VendorPaymentMethodsRoute() {
  usePageTitle(t`Vendor Payment Methods`);
  const { user } = useSession();
  const [search] = useSearchParams();
  if (!user) return null;
  if (!hasPermission(user.role, user.permissions, 'vendor.payment-methods.view')) {
    return (
      <PageContainer size="md">
        <Title order={1} mb="md">
          <Trans>Access Denied</Trans>
        </Title>
        <Alert color="red" variant="light" icon={<IconAlert />}>
          {PAY_MSG.vendorMethodsNoPermission}
        </Alert>
      </PageContainer>
    );
  }
  const vendorId = (user.role === 'admin' ? search.get('vendorId') : null) ?? user.vendorId;
  return (
    <PaymentMethodsPage
      title={t`Vendor Payment Methods`}
      intro={t`Cards saved for your business are shared by all of its users.`}
      owner={vendorId ? { kind: 'vendors', id: vendorId } : null}
      ownerMissing={
        <Text c="dimmed">
          <Trans>Choose a vendor: open this page with ?vendorId= from the vendor's details.</Trans>
        </Text>
      }
    />
  );
}
