import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { DayActionType } from '@shared/schemas/market-day';
import type { VendorRow } from '../lib/day-view';
import { MARKS } from '../lib/marks';

/**
 * One expected vendor: who and where, and a big button per mark, for a thumb. The chosen mark is filled and shows its
 * time; Undo takes it back. A mark tapped with no signal says it is waiting to be sent.
 */
export const VendorCard = memo(function VendorCard({
  row,
  onAction,
  markTime,
}: {
  row: VendorRow;
  onAction: (row: VendorRow, type: DayActionType) => void;
  /** One formatter for every card: the market's zone is read once for the list. */
  markTime: (at: string) => string;
}) {
  const { t, i18n } = useLingui();
  const { mark, businessName } = row;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-label={row.businessName}
      data-vendor={row.businessName}
      data-mark={mark?.status ?? 'none'}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap="xs" wrap="nowrap" miw={0}>
            {row.spaceLabel ? (
              <Badge variant="outline" color="gray" size="lg" radius="sm" style={{ flexShrink: 0 }}>
                {row.spaceLabel}
              </Badge>
            ) : (
              <Badge variant="outline" color="gray" size="lg" radius="sm" style={{ flexShrink: 0 }}>
                <Trans>No space</Trans>
              </Badge>
            )}
            <Text fw={700} size="lg" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
              {row.businessName}
            </Text>
          </Group>
          {mark?.waiting && (
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              <Trans>Not synced</Trans>
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          {MARKS.map(({ status, label, color }) => {
            const chosen = mark?.status === status;
            return (
              <Button
                key={status}
                size="lg"
                h={64}
                px={4}
                color={color}
                variant={chosen ? 'filled' : 'default'}
                aria-pressed={chosen}
                onClick={() => onAction(row, status)}
                styles={{ label: { flexDirection: 'column', lineHeight: 1.15, whiteSpace: 'normal' } }}
              >
                <span>{i18n._(label)}</span>
                {chosen && mark && (
                  <Text component="span" size="sm" fw={500}>
                    {markTime(mark.at)}
                  </Text>
                )}
              </Button>
            );
          })}
        </SimpleGrid>
        {mark && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="gray"
              size="md"
              onClick={() => onAction(row, 'clear')}
              aria-label={t`Undo the mark of ${businessName}`}
            >
              <Trans>Undo</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
});
