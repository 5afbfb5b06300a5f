import { Button, Group, ScrollArea } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { MARKET_DATE_SCREENS, marketDateScreenHref } from './market-date-links';

/**
 * The navigation bar of every /date/{id}/… screen (spec 2 §2): a link to each of the date's screens, keeping the
 * type and area filters. On a phone it scrolls sideways instead of wrapping.
 */
export function MarketDateNav({ marketDateId, current }: { marketDateId: string; current: string }) {
  const [params] = useSearchParams();
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Group component="nav" aria-label="Market date" gap="xs" wrap="nowrap">
        {MARKET_DATE_SCREENS.map((screen) => {
          const active = screen.segment === current;
          return (
            <Button
              key={screen.segment}
              component={Link}
              to={marketDateScreenHref(marketDateId, screen.segment, params)}
              variant={active ? 'filled' : 'subtle'}
              size="compact-md"
              aria-current={active ? 'page' : undefined}
            >
              {screen.label}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
