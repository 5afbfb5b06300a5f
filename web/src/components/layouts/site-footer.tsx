import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { MSG } from '@/i18n/shared/messages';
import { IconMail, IconPhone } from '@/components/ui/contact-icons';
import { HOURS_PLACEHOLDER, marketContacts, supportEmail } from '@/config/market';
import { FooterHoursLine } from './footer-hours-line';
import { LanguageSwitch } from './language-switch';
import { lazyInLanguage } from '@/i18n/lazy';

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

// The markets' hours load after the page: every first visit carries the footer, and the query and its schema need
// not be part of that download. Their line stays meanwhile, empty, so nothing moves when it fills.
const FooterHours = lazyInLanguage(() => import('./footer-hours').then((m) => ({ default: m.FooterHours })));

/** Contacts, market hours and support, on every page (spec 1 §1). */
export function SiteFooter() {
  const { i18n } = useLingui();
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
              <Trans>Our weekly open-air farmers market: local growers, bakers and makers under open skies.</Trans>
            </Text>
            <Suspense fallback={<FooterHoursLine text={HOURS_PLACEHOLDER} />}>
              <FooterHours />
            </Suspense>
          </Stack>

          <Stack gap="sm">
            <Text fw={700} size="sm" tt="uppercase" c="leaf.1">
              <Trans>Contacts</Trans>
            </Text>
            {marketContacts.map((contact) => (
              <Stack key={contact.email} gap={2}>
                <Text size="sm" fw={600}>
                  {i18n._(contact.role)}
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
              <Trans>Help</Trans>
            </Text>
            <Text size="sm">
              <Trans>Questions about your account, space or payments?</Trans>
            </Text>
            <Anchor href={`mailto:${supportEmail}`} size="sm" c="white" fw={600} underline="always">
              <Trans>Contact support</Trans>
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" align="center" mt="xl" gap="sm">
          <Text size="xs" c="leaf.2">
            © {new Date().getFullYear()} {MSG.productName}
          </Text>
          <LanguageSwitch />
        </Group>
      </Container>
    </Box>
  );
}
