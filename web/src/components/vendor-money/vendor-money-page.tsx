import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { hasPermission } from '@shared/permissions';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';
import { VENDOR_MSG } from '@/i18n/shared/vendor-messages';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * Who is looking at /vendor/{id}/requests or /vendor/{id}/payments: an admin sees any vendor, a vendor user only its
 * own (the server answers 404 for any other).
 */
export function useVendorMoneyViewer() {
  const { id } = useParams();
  const { user } = useSession();
  return {
    // Without an id in the address (/vendor/payments) the page is the signed-in vendor's own.
    vendorId: id ?? user?.vendorId ?? '',
    isAdmin: user?.role === 'admin',
    mayView: !!user && hasPermission(user.role, user.permissions, 'vendor.spaceRequests.view'),
  };
}

/** The whole page when the user may not see a vendor's requests and payments. */
export function VendorMoneyDenied() {
  return (
    <PageContainer>
      <Alert color="red" variant="light" icon={<IconAlert />} title={REQUESTS_MSG.accessDenied}>
        {REQUESTS_MSG.noViewPermission}
      </Alert>
    </PageContainer>
  );
}

/** The page's body when the server knows no such vendor (or not one this user may see). */
export function VendorMoneyNotFound() {
  return (
    <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
      {VENDOR_MSG.vendorNotFound}
    </Alert>
  );
}

/**
 * The frame both pages share: the way back (the vendor's details for an admin, the dashboard for a vendor), the
 * heading with its buttons, the body, and the page's dialogs.
 */
export function VendorMoneyPage({
  vendorId,
  isAdmin,
  title,
  actions,
  dialogs,
  children,
}: {
  vendorId: string;
  isAdmin: boolean;
  title: string;
  actions: ReactNode;
  dialogs?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer>
      <Stack gap="lg">
        <Anchor component={Link} to={isAdmin ? paths.vendorDetails(vendorId) : paths.vendorDashboard} size="sm">
          {isAdmin ? <Trans>← Vendor details</Trans> : <Trans>← Dashboard</Trans>}
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1}>{title}</Title>
          {actions}
        </Group>
        {children}
      </Stack>
      {dialogs}
    </PageContainer>
  );
}
