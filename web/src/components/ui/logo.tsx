import { useLingui } from '@lingui/react/macro';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { MSG } from '@/i18n/shared/messages';

/** The basket-and-sprout mark with the product name; always a way home. */
export function Logo({ to = '/' }: { to?: string }) {
  const { t } = useLingui();
  const { productName } = MSG;
  return (
    <UnstyledButton component={Link} to={to} aria-label={t`${productName} home`}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={30} height={30} />
        <Text fw={800} fz={{ base: 'md', xs: 'lg' }} c="leaf.8" style={{ letterSpacing: '-0.01em' }}>
          {MSG.productName}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
