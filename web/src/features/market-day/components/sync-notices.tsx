import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import type { DayAction } from '@shared/schemas/market-day';
import { translateShared } from '@/i18n/shared-messages';
import { MARKET_DAY_MSG } from '@/i18n/shared/market-day-messages';
import type { RefusedAction } from '../lib/action-queue';
import { MARKS, useMarkTime } from '../lib/marks';

/** The server's reason in the reader's language: the message its code names, else its translation. */
function reasonText({ code, message }: RefusedAction): string {
  const key = code?.startsWith('MARKET_DAY_MSG.') ? code.slice('MARKET_DAY_MSG.'.length) : undefined;
  const named = key ? (MARKET_DAY_MSG as Record<string, string | undefined>)[key] : undefined;
  return named ?? translateShared(message);
}

/**
 * What the last syncs did not simply record: actions the server refused (with why), and marks another phone made
 * later for the same vendor, which the day keeps instead.
 */
export function SyncNotices({
  refused,
  overridden,
  vendorName,
  onDismiss,
}: {
  refused: readonly RefusedAction[];
  overridden: readonly DayAction[];
  vendorName: (vendorId: string) => string;
  onDismiss: () => void;
}) {
  const { t, i18n } = useLingui();
  const markTime = useMarkTime();
  if (refused.length === 0 && overridden.length === 0) return null;
  const what = (action: DayAction) => {
    const mark = MARKS.find((m) => m.status === action.type);
    const label = mark ? i18n._(mark.label) : t`Undo`;
    return `${vendorName(action.vendorId)}: ${label} (${markTime(action.at)})`;
  };
  return (
    <Stack gap="xs">
      {refused.length > 0 && (
        <Alert color="red" variant="light" title={t`Not recorded`}>
          <List size="sm" spacing={4} aria-label={t`Not recorded`}>
            {refused.map((item) => (
              <List.Item key={item.action.id}>
                {what(item.action)} — {reasonText(item)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {overridden.length > 0 && (
        <Alert color="orange" variant="light" title={t`Changed on another phone`}>
          <Text size="sm" mb={4}>
            <Trans>Another phone marked these vendors later; the day keeps the later mark.</Trans>
          </Text>
          <List size="sm" spacing={4} aria-label={t`Changed on another phone`}>
            {overridden.map((action) => (
              <List.Item key={action.id}>{what(action)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Button variant="subtle" size="sm" onClick={onDismiss} style={{ alignSelf: 'flex-start' }}>
        <Trans>Dismiss</Trans>
      </Button>
    </Stack>
  );
}
