import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { errorMessage } from '@/lib/errors';

/**
 * Whether the marks made on this phone have reached the server: the count still waiting, whether there is signal,
 * and why the last try failed.
 */
export function SyncStatus({
  waiting,
  online,
  syncing,
  error,
  onSyncNow,
}: {
  waiting: number;
  online: boolean;
  syncing: boolean;
  error: unknown;
  onSyncNow: () => void;
}) {
  const { t } = useLingui();
  const reason = error == null ? '' : errorMessage(error);
  return (
    <Group gap="xs" justify="space-between" wrap="wrap" role="status" aria-live="polite" aria-label={t`Sync status`}>
      <Group gap="xs">
        {!online && (
          <Badge color="gray" variant="filled" size="lg">
            <Trans>Offline</Trans>
          </Badge>
        )}
        {waiting > 0 ? (
          <Badge color="orange" variant="light" size="lg">
            <Trans>Waiting to sync ({waiting})</Trans>
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Every mark is saved.</Trans>
          </Text>
        )}
      </Group>
      {waiting > 0 && online && (
        <Button size="sm" variant="default" loading={syncing} onClick={onSyncNow}>
          <Trans>Sync now</Trans>
        </Button>
      )}
      {waiting > 0 && online && !syncing && error != null && (
        <Alert color="orange" variant="light" p="xs" w="100%">
          <Text size="sm">
            <Trans>Could not sync yet: {reason}. The marks stay on this phone and are sent again.</Trans>
          </Text>
        </Alert>
      )}
    </Group>
  );
}
