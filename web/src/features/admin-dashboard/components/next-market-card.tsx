import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { NextMarket } from '@shared/schemas/admin-dashboard';
import { RequestStatusBadge } from '@/components/ui/request-status-badge';
import { paths } from '@/config/paths';
import { VENDOR_DATES_MSG } from '@/i18n/shared/vendor-dates-messages';
import { formatMarketDate } from '@/lib/format-date';

const STATUS_ORDER = ['requested', 'approved', 'confirmed', 'skipped', 'canceled'] as const;
/** Each status's group of requests, as a screen reader names it. */
const STATUS_GROUP = {
  requested: msg`requested requests`,
  approved: msg`approved requests`,
  confirmed: msg`confirmed requests`,
  skipped: msg`skipped requests`,
  canceled: msg`canceled requests`,
} as const;

/** The next market date at a glance: published or not, requests by status, spaces assigned of total. */
export function NextMarketCard({ market }: { market: NextMarket | null }) {
  const { t, i18n } = useLingui();
  return (
    <Card component="section" aria-labelledby="next-market">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text size="sm" c="dimmed" fw={600}>
              <Trans>Next Market</Trans>
            </Text>
            <Title order={2} size="h3" id="next-market">
              {market ? formatMarketDate(market.date) : t`No market scheduled`}
            </Title>
          </Stack>
          {market && (
            <Badge color={market.published ? 'leaf' : 'gray'} variant={market.published ? 'filled' : 'outline'}>
              {market.published
                ? t({ message: 'Published', context: 'market date' })
                : t({ message: 'Not published', context: 'market date' })}
            </Badge>
          )}
        </Group>
        {!market && <Text c="dimmed">{VENDOR_DATES_MSG.noNextMarket}</Text>}
        {market && (
          <>
            {market.notes && <Text size="sm">{market.notes}</Text>}
            <Stack gap={4}>
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  <Trans>Spaces assigned</Trans>
                </Text>
                <Text size="sm" fw={700} aria-label={t`Spaces assigned`}>
                  <Trans>
                    {market.spaces.assigned} of {market.spaces.total}
                  </Trans>
                </Text>
              </Group>
              <Progress
                value={market.spaces.total ? (100 * market.spaces.assigned) / market.spaces.total : 0}
                aria-label={t`Share of spaces assigned`}
              />
            </Stack>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" aria-label={t`Requests by status`}>
              {STATUS_ORDER.map((status) => (
                <Stack key={status} gap={2} align="flex-start" role="group" aria-label={i18n._(STATUS_GROUP[status])}>
                  <RequestStatusBadge status={status} size="sm" />
                  <Text fw={750} fz={24}>
                    {market.requests[status]}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Group gap="lg">
              <Anchor component={Link} to={paths.marketDateSpaces(market.id)} fw={600}>
                <Trans>Spaces of this date</Trans>
              </Anchor>
              <Anchor component={Link} to={paths.adminMarketDates} fw={600}>
                <Trans>All market dates</Trans>
              </Anchor>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
