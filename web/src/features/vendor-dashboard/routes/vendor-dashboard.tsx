import { useLingui } from '@lingui/react/macro';
import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MSG } from '@/i18n/shared/messages';
import { hasPermission } from '@shared/permissions';
import { VENDOR_DATES_MSG } from '@/i18n/shared/vendor-dates-messages';
import { IconAlert, IconCalendar, IconCreditCard } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { useVendorDashboard } from '../api/get-vendor-dashboard';
import { OverviewCards } from '../components/overview-cards';
import { RecentPayments } from '../components/recent-payments';
import { VendorAlerts } from '../components/vendor-alerts';

function Tile({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label={title}>
      <Card h="100%" style={{ transition: 'border-color 120ms' }}>
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="md" variant="light">
            {icon}
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={700} size="lg">
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** Spec 1 §2.8: the vendor's home. */
export function VendorDashboardRoute() {
  const { t } = useLingui();
  usePageTitle(t`Vendor Dashboard`);
  const { user } = useSession();
  const vendorId = user?.vendorId ?? null;
  // The dashboard's counts are the vendor's space requests: the API serves them only with this permission.
  const canView = !!user && hasPermission(user.role, user.permissions, 'vendor.spaceRequests.view');
  const dashboard = useVendorDashboard(canView ? vendorId : null);
  const loading = canView && dashboard.isPending;

  if (!vendorId) {
    return (
      <PageContainer>
        <Alert color="red" variant="light" icon={<IconAlert />} title={t`Vendor account needed`}>
          {MSG.noVendorForDashboard}
        </Alert>
      </PageContainer>
    );
  }

  const data = dashboard.data;
  return (
    <PageContainer>
      <Stack gap="lg">
        {loading ? (
          <Skeleton height={38} width="60%" radius="md" role="status" aria-label={t`Loading dashboard`} />
        ) : (
          // A vendor the API could not show still gets a greeting.
          <Title order={1}>{MSG.hello(data?.vendor.name || MSG.vendorFallbackName)}</Title>
        )}
        {dashboard.isError && (
          <Alert color="red" variant="light" icon={<IconAlert />} title={VENDOR_DATES_MSG.dashboardFailed}>
            {errorMessage(dashboard.error)}
          </Alert>
        )}
        {!canView && (
          <Alert color="red" variant="light" icon={<IconAlert />} title={VENDOR_DATES_MSG.accessDenied}>
            {VENDOR_DATES_MSG.noViewPermission}
          </Alert>
        )}
        {data && <VendorAlerts alerts={data.alerts} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Tile
            to={paths.vendorSpaceRequests}
            icon={<IconCalendar size={24} />}
            title={VENDOR_DATES_MSG.manageSpaceRequests}
            text={t`Request space or skip upcoming market dates`}
          />
          <Tile
            to={paths.vendorPayments(vendorId)}
            icon={<IconCreditCard size={24} />}
            title={VENDOR_DATES_MSG.paymentHistory}
            text={t`See what you paid and what is due`}
          />
        </SimpleGrid>
        {data && (
          <>
            <OverviewCards counts={data.counts} paymentsPath={paths.vendorPayments(vendorId)} />
            <RecentPayments payments={data.payments} />
          </>
        )}
        {loading && (
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={96} radius="lg" />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </PageContainer>
  );
}
