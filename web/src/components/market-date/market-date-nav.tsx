import { useLingui } from '@lingui/react/macro';
import { Group, UnstyledButton } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { MARKET_DATE_SCREENS, marketDateScreenHref } from './market-date-links';

/**
 * The navigation bar of every /date/{id}/… screen (spec 2 §2): a tab-like link to each of the date's screens on a
 * shared baseline, the current one underlined and marked for assistive technology, keeping the type and area
 * filters. On a phone the tabs wrap onto a second row: a bar that scrolled sideways hid its last tabs ("L…").
 */
export function MarketDateNav({ marketDateId, current }: { marketDateId: string; current: string }) {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  return (
    <Group
      component="nav"
      aria-label={t`Market date`}
      gap={0}
      wrap="wrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {MARKET_DATE_SCREENS.map((screen) => {
        const active = screen.segment === current;
        return (
          <UnstyledButton
            key={screen.segment}
            component={Link}
            to={marketDateScreenHref(marketDateId, screen.segment, params)}
            aria-current={active ? 'page' : undefined}
            px={{ base: 'sm', sm: 'md' }}
            py={8}
            fw={active ? 700 : 500}
            c={active ? 'leaf.8' : 'dimmed'}
            style={{
              flexShrink: 0,
              whiteSpace: 'nowrap',
              marginBottom: -1,
              borderBottom: `2px solid ${active ? 'var(--mantine-color-leaf-7)' : 'transparent'}`,
            }}
          >
            {i18n._(screen.label)}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
