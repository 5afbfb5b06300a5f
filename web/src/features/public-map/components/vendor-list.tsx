import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MAP_MSG } from '@/i18n/shared/public-map-messages';
import type { PublicVendor } from '@shared/schemas/public-map';

/**
 * 'Vendors at this Market' (spec 2 §2.8). Each name links to the vendor's public profile only while public profiles
 * are enabled; otherwise it is plain text.
 */
export function VendorList(props: { vendors: readonly PublicVendor[]; published: boolean; linkProfiles: boolean }) {
  const { vendors, published, linkProfiles } = props;
  return (
    <Stack gap="sm" component="section" aria-labelledby="market-vendors-heading">
      <Title id="market-vendors-heading" order={2} fz="h3">
        {MAP_MSG.vendorsHeading}
      </Title>
      {!published ? (
        <Text c="dimmed">{MAP_MSG.noVendorsYet}</Text>
      ) : vendors.length === 0 ? (
        <Text c="dimmed">{MAP_MSG.noVendorsAssigned}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {vendors.map(({ spaceLabel, ...v }) => (
            <Card key={`${v.id}-${v.spaceId}`} component="li" padding="sm" withBorder>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Stack gap={2} miw={0}>
                  {linkProfiles ? (
                    <Anchor component={Link} to={`/map/vendor/${encodeURIComponent(v.id)}`} fw={600}>
                      {v.name}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{v.name}</Text>
                  )}
                  {v.vendorType && (
                    <Text size="sm" c="dimmed">
                      {v.vendorType.label}
                    </Text>
                  )}
                </Stack>
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  <Trans>Space {spaceLabel}</Trans>
                </Badge>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
