import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { VENDOR_MSG } from '@/i18n/shared/vendor-messages';
import { isApiStatus } from '@/lib/errors';
import { formatDate } from '@/lib/format-date';
import { useMarketTimeZone } from '@/lib/system-settings';
import { useSpaceTypes, useVendorTypeLabels } from '@/lib/public-catalog';
import { VendorRequestsPanel } from '@/components/vendor-requests/vendor-requests-panel';
import { useVendorDetails } from '../api/get-vendor-details';
import { VendorAuditLog } from '../components/vendor-audit-log';
import { VendorMoneySection } from '../components/vendor-money-section';
import { VendorNotesSection } from '../components/vendor-notes-section';
import { VendorStatusActions } from '../components/vendor-status-actions';
import { VendorStatusBadge } from '../components/vendor-status-badge';
import { VendorContentReview } from '@/components/content-review/vendor-content-review';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** /vendor/{id} (admins): the vendor's details, its review actions and its status history. */
export function VendorDetailsRoute() {
  const { t } = useLingui();
  usePageTitle(t`Vendor Details`);
  const { id = '' } = useParams();
  const timeZone = useMarketTimeZone();
  const vendor = useVendorDetails(id);
  const typeLabels = useVendorTypeLabels();
  const spaceTypes = useSpaceTypes();

  const back = (
    <Anchor component={Link} to={paths.adminVendors} size="sm">
      <Trans>← All vendors</Trans>
    </Anchor>
  );

  if (vendor.isPending) {
    return (
      <PageContainer>
        <Stack gap="md" role="status" aria-label={t`Loading vendor`}>
          <Skeleton height={36} width="50%" />
          <Skeleton height={200} />
        </Stack>
      </PageContainer>
    );
  }
  if (vendor.isError) {
    return (
      <PageContainer>
        <Stack gap="md">
          {back}
          <Alert color="red" variant="light" icon={<IconAlert />}>
            {isApiStatus(vendor.error, 404) ? VENDOR_MSG.vendorNotFound : VENDOR_MSG.vendorFailed}
          </Alert>
        </Stack>
      </PageContainer>
    );
  }

  const v = vendor.data;
  const applied = formatDate(v.createdAt, timeZone);
  const spaceType = spaceTypes.data?.find((t) => t.id === v.defaultSpaceTypeId);
  return (
    <PageContainer>
      <Stack gap="lg">
        {back}
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{v.name}</Title>
            <Group gap="xs">
              <VendorStatusBadge status={v.status} />
              <Text size="sm" c="dimmed">
                <Trans>Applied {applied}</Trans>
              </Text>
            </Group>
          </Stack>
          <Group gap="xs">
            <Button component={Link} to={paths.adminVendorEdit(v.id)} size="sm" variant="light">
              <Trans>Edit Vendor</Trans>
            </Button>
            <VendorStatusActions vendor={v} size="sm" />
          </Group>
        </Group>

        <Card withBorder padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label={t`Contact`}>{v.contactName}</Field>
            <Field label={t`Vendor type`}>{typeLabels.get(v.vendorTypeId) ?? v.vendorTypeId}</Field>
            <Field label={t`E-mail`}>
              <Anchor href={`mailto:${v.email}`}>{v.email}</Anchor>
            </Field>
            <Field label={t`Phone`}>{v.phone}</Field>
            <Field label={t`Preferred space type`}>
              {v.defaultSpaceTypeId ? (spaceType?.name ?? v.defaultSpaceTypeId) : t`No preference`}
            </Field>
            <Field label={t`Website`}>
              {v.website ? (
                <Anchor href={v.website} target="_blank" rel="noreferrer">
                  {v.website}
                </Anchor>
              ) : (
                '—'
              )}
            </Field>
            <Field label={t`Address`}>
              {v.addressLine1}
              {v.addressLine2 ? <br /> : null}
              {v.addressLine2}
              <br />
              {v.city}, {v.state} {v.zipCode}
            </Field>
          </SimpleGrid>
          <Divider my="md" />
          <Field label={t`Description`}>{v.description || '—'}</Field>
        </Card>

        {/* The vendor's own settings and users, opened on this vendor's behalf (spec 3 §6: ?vendorId=). */}
        <Group gap="md" component="nav" aria-label={t`Vendor settings and users`}>
          <Anchor component={Link} to={`${paths.vendorBusinessDetails}?vendorId=${encodeURIComponent(v.id)}`}>
            <Trans>Business Details and Settings</Trans>
          </Anchor>
          <Anchor component={Link} to={`${paths.vendorUsers}?vendorId=${encodeURIComponent(v.id)}`}>
            <Trans>Users / Employees</Trans>
          </Anchor>
        </Group>

        <VendorRequestsPanel vendorId={v.id} />
        <VendorContentReview vendorId={v.id} />

        <VendorAuditLog vendorId={v.id} />
        <VendorMoneySection vendorId={v.id} />
        <VendorNotesSection vendorId={v.id} />
      </Stack>
    </PageContainer>
  );
}
