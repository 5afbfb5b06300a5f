import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DayCounts as Counts } from '../lib/day-view';

function Count({ value, label, note }: { value: number; label: ReactNode; note?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={6} ta="center">
      <Text fw={800} fz={26} lh={1.1}>
        {value}
      </Text>
      <Text size="xs" fw={600} lh={1.2}>
        {label}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" lh={1.2}>
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** The day at a glance: who is here (late ones included), who is expected, who did not come, stalls standing empty. */
export function DayCounts({ counts }: { counts: Counts }) {
  const { t } = useLingui();
  const late = counts.late;
  return (
    <SimpleGrid cols={4} spacing={6} role="group" aria-label={t`Today's counts`}>
      <Count value={counts.arrived} label={<Trans>Arrived</Trans>} note={late ? t`${late} late` : undefined} />
      <Count value={counts.expected} label={<Trans context="vendors expected today">Expected</Trans>} />
      <Count value={counts.noShows} label={<Trans>No-shows</Trans>} />
      <Count value={counts.emptyStalls} label={<Trans>Empty stalls</Trans>} />
    </SimpleGrid>
  );
}
