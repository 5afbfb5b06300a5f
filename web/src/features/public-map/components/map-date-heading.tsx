import { translateShared } from '@/i18n/shared-messages';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MAP_MSG } from '@/i18n/shared/public-map-messages';
import { fallbackMarketHours } from '@/config/market';
import { publicPaths as paths } from '@/config/public-paths';

/** What the heading names of the date's market. */
export interface MapHeadingMarket {
  name: string;
  hours: string;
}

/** "Town Square Market · Every Sunday 9:00 AM to 1:00 PM"; the first market's hours when the market is not known. */
const marketLine = (market: MapHeadingMarket | null | undefined) =>
  market ? `${market.name ? `${market.name} · ` : ''}${market.hours}` : translateShared(fallbackMarketHours);

/**
 * The top of /map/{id}: the way back to the list, the date written out (`title`), the date's market with its hours
 * ("Town Square Market · Every Sunday 9:00 AM to 1:00 PM") and the date's notes. `title` null is the startup shell's empty copy the build writes into index.html: web/public/startup-view.js
 * fills its marked title and notes from the early answer and shows it, so the largest text of the page paints before
 * the app has run. The screen draws the same heading in the same place. (The title comes written: the startup shell
 * is part of every page's first download, the date formatter is not.)
 */
export function MapDateHeading({
  title,
  notes,
  market,
}: {
  title: string | null;
  notes: string | null;
  market?: MapHeadingMarket | null;
}) {
  const slots = title === null;
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={paths.map} size="sm">
        ← {MAP_MSG.listTitle}
      </Anchor>
      <Title order={1} fz={{ base: 28, sm: 40 }} data-startup-title={slots ? '' : undefined}>
        {title}
      </Title>
      <Text c="dimmed" data-startup-market={slots ? '' : undefined}>
        {marketLine(market)}
      </Text>
      {(notes || slots) && (
        <Text hidden={slots} data-startup-notes={slots ? '' : undefined}>
          {notes}
        </Text>
      )}
    </Stack>
  );
}
