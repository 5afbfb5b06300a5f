import { Trans } from '@lingui/react/macro';
import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlert } from '@/components/ui/icons';
import { errorMessage } from '@/lib/errors';

/** Placeholder rows while a list loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Stack gap="xs" aria-label={label} role="status">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height={44} radius="md" />
      ))}
    </Stack>
  );
}

/** A failed load: the screen's message, the server's reason, and a Retry button. */
export function ListError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlert />} title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

/** Nothing to show (the list is empty, or nothing matches the search). */
export function ListEmpty({ text }: { text: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text ta="center" c="dimmed">
        {text}
      </Text>
    </Paper>
  );
}
