import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { MSG } from '@shared/messages';
import { IconClock, IconMail, IconPhone } from '@/components/ui/contact-icons';
import { HOURS_PLACEHOLDER, marketContacts, supportEmail } from '@/config/market';
import { useShownMarkets } from '@/lib/market-hours';

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

/**
 * Each market's days and hours, from the markets themselves: one line for one market ("Every Sunday 9:00 AM to
 * 1:00 PM"), a line per market named by its short name for several. While they load the line stays, empty.
 */
function FooterHours() {
  const markets = useShownMarkets();
  const lines = !markets
    ? [HOURS_PLACEHOLDER]
    : markets.length === 1
      ? [markets[0]!.hours]
      : markets.map((m) => `${m.shortName}: ${m.hours}`);
  return lines.map((line, i) => (
    <Group key={i} gap={6} wrap="nowrap">
      <IconClock size={18} />
      <Text size="sm" fw={600}>
        {line}
      </Text>
    </Group>
  ));
}

/** Contacts, market hours and support, on every page (spec 1 §1). */
export function SiteFooter() {
  return (
    <Box
      component="footer"
      bg="leaf.9"
      c="white"
      style={{
        paddingInlineStart: 'var(--app-shell-navbar-offset, 0rem)',
        transition: 'padding-inline-start 200ms ease',
      }}
    >
      <Container size="lg" px={{ base: 'md', sm: 'lg' }} py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={6}>
            <Text fw={800} fz="lg">
              {MSG.productName}
            </Text>
            <Text size="sm" c="leaf.1">
              Our weekly open-air farmers market: local growers, bakers and makers under open skies.
            </Text>
            <FooterHours />
          </Stack>

          <Stack gap="sm">
            <Text fw={700} size="sm" tt="uppercase" c="leaf.1">
              Contacts
            </Text>
            {marketContacts.map((contact) => (
              <Stack key={contact.role} gap={2}>
                <Text size="sm" fw={600}>
                  {contact.role}
                </Text>
                <Group gap={6} wrap="nowrap">
                  <IconMail size={16} />
                  <Anchor href={`mailto:${contact.email}`} size="sm" c="white" underline="always">
                    {contact.email}
                  </Anchor>
                </Group>
                {'phone' in contact && (
                  <Group gap={6} wrap="nowrap">
                    <IconPhone size={16} />
                    <Anchor href={telHref(contact.phone)} size="sm" c="white" underline="always">
                      {contact.phone}
                    </Anchor>
                  </Group>
                )}
              </Stack>
            ))}
          </Stack>

          <Stack gap="sm">
            <Text fw={700} size="sm" tt="uppercase" c="leaf.1">
              Help
            </Text>
            <Text size="sm">Questions about your account, space or payments?</Text>
            <Anchor href={`mailto:${supportEmail}`} size="sm" c="white" fw={600} underline="always">
              Contact support
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="leaf.2" mt="xl">
          © {new Date().getFullYear()} {MSG.productName}
        </Text>
      </Container>
    </Box>
  );
}
