import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconCalendar, IconCreditCard, IconLayoutGrid, IconStore } from '@/components/ui/icons';

const usePoints = (): { title: string; text: string; icon: ReactNode }[] => {
  const { t } = useLingui();
  return [
    {
      title: t`Manage your market presence`,
      text: t`Keep your vendor profile, products and photos up to date for shoppers.`,
      icon: <IconStore />,
    },
    {
      title: t`Easy space request process`,
      text: t`Ask for space on the market days you want in a few taps.`,
      icon: <IconCalendar />,
    },
    {
      title: t`Secure payments for market fees`,
      text: t`Pay your fees online and keep every receipt in one place.`,
      icon: <IconCreditCard />,
    },
    {
      title: t`Space management`,
      text: t`See where you are set up each week and your history at a glance.`,
      icon: <IconLayoutGrid />,
    },
  ];
};

/** The right-hand column of the login page (spec 1 §1, §2.5). */
export function AuthMarketing() {
  const points = usePoints();
  return (
    <Box
      component="aside"
      aria-labelledby="auth-marketing-heading"
      p={{ base: 'lg', sm: 'xl' }}
      c="white"
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        background: 'linear-gradient(150deg, var(--mantine-color-leaf-7) 0%, var(--mantine-color-leaf-9) 100%)',
      }}
    >
      <Title id="auth-marketing-heading" order={2} fz={{ base: 22, sm: 28 }} mb="xs">
        <Trans>Everything your stall needs</Trans>
      </Title>
      <Text c="leaf.1" mb="lg">
        <Trans>MarketDay keeps the business side of market day simple, so you can focus on your customers.</Trans>
      </Text>
      <Stack component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
        {points.map((point) => (
          <Box component="li" key={point.title} style={{ display: 'flex', gap: 'var(--mantine-spacing-md)' }}>
            <ThemeIcon size={40} radius="xl" color="white" variant="white" c="leaf.8" style={{ flexShrink: 0 }}>
              {point.icon}
            </ThemeIcon>
            <div>
              <Text fw={700}>{point.title}</Text>
              <Text size="sm" c="leaf.1">
                {point.text}
              </Text>
            </div>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
