import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconClock, IconMail, IconMapPin } from '@/components/ui/icons';
import { marketContacts } from '@/config/market';

/** Where the market is held; shown to applicants. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a place's name and street address, not prose
const MARKET_LOCATION = { name: 'Town Square', address: 'Main Street at Center Avenue' } as const;

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon size={36} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={3} fz="md">
          {title}
        </Title>
      </Group>
      <Stack gap={2}>{children}</Stack>
    </Card>
  );
}

/** The info cards under the application: location, hours, contact. */
export function ApplicationInfo() {
  const { t, i18n } = useLingui();
  /** Spec 1 §2.7: the hours as the application page shows them. */
  const applicationHours = t`Sundays 9:00 AM - 1:00 PM`;
  const manager = marketContacts[0];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="section" aria-label={t`Market information`}>
      <InfoCard icon={<IconMapPin />} title={t`Location`}>
        <Text size="sm" fw={600}>
          {MARKET_LOCATION.name}
        </Text>
        <Text size="sm" c="dimmed">
          {MARKET_LOCATION.address}
        </Text>
      </InfoCard>
      <InfoCard icon={<IconClock />} title={t`Market Hours`}>
        <Text size="sm" fw={600}>
          {applicationHours}
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Rain or shine, every week of the year.</Trans>
        </Text>
      </InfoCard>
      <InfoCard icon={<IconMail />} title={t`Contact`}>
        <Text size="sm" fw={600}>
          {i18n._(manager.role)}
        </Text>
        <Anchor href={`mailto:${manager.email}`} size="sm">
          {manager.email}
        </Anchor>
        <Text size="sm" c="dimmed">
          {manager.phone}
        </Text>
      </InfoCard>
    </SimpleGrid>
  );
}
