import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MAP_MSG } from '@shared/public-map-messages';
import { marketHours } from '@/config/market';
import { paths } from '@/config/paths';

/**
 * The top of /map/{id}: the way back to the list, the date written out (`title`), the market's hours and the date's
 * notes. `title` null is the startup shell's empty copy the build writes into index.html: web/public/startup-view.js
 * fills its marked title and notes from the early answer and shows it, so the largest text of the page paints before
 * the app has run. The screen draws the same heading in the same place. (The title comes written: the startup shell
 * is part of every page's first download, the date formatter is not.)
 */
export function MapDateHeading({ title, notes }: { title: string | null; notes: string | null }) {
  const slots = title === null;
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={paths.map} size="sm">
        ← {MAP_MSG.listTitle}
      </Anchor>
      <Title order={1} fz={{ base: 28, sm: 40 }} data-startup-title={slots ? '' : undefined}>
        {title}
      </Title>
      <Text c="dimmed">{marketHours}</Text>
      {(notes || slots) && (
        <Text hidden={slots} data-startup-notes={slots ? '' : undefined}>
          {notes}
        </Text>
      )}
    </Stack>
  );
}
