import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminDashboardResponse } from '@shared/schemas/admin-dashboard';
import { paths } from '@/config/paths';
import { VENDOR_DATES_MSG } from '@/i18n/shared/vendor-dates-messages';
import { formatInstant } from '@/lib/format-date';
import { useMarketTimeZone } from '@/lib/system-settings';

/** Applications waiting for review: how many, the newest few, and the way to the filtered vendor list. */
export function PendingApplicationsCard({ pending }: { pending: AdminDashboardResponse['pendingApplications'] }) {
  const { t } = useLingui();
  const timeZone = useMarketTimeZone();
  return (
    <Card component="section" aria-labelledby="pending-applications">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="pending-applications">
            <Trans>Pending Applications</Trans>
          </Title>
          <Badge size="lg" color={pending.count ? 'harvest' : 'gray'} aria-label={t`Pending applications count`}>
            {pending.count}
          </Badge>
        </Group>
        {pending.count === 0 ? (
          <Text c="dimmed">{VENDOR_DATES_MSG.noPendingApplications}</Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {pending.latest.map((v) => (
              <Stack key={v.id} gap={0} component="li">
                <Anchor component={Link} to={paths.vendorDetails(v.id)} fw={700}>
                  {v.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  <Trans>
                    {v.contactName} · {v.email} · applied {formatInstant(v.createdAt, timeZone)}
                  </Trans>
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to={paths.adminPendingVendors} fw={600}>
          <Trans>Review applications</Trans>
        </Anchor>
      </Stack>
    </Card>
  );
}
