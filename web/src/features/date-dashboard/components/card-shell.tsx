import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * One action card: loads on its own, fails on its own with the spec's message and a Retry button (spec 2 §2.2).
 * `what` is the card's data in the message 'Unable to load {what} data. Please try again.'.
 */
export function CardShell<T>(props: {
  title: string;
  what: string;
  query: UseQueryResult<T>;
  badge?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  const { query, what } = props;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={props.title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            {props.title}
          </Title>
          {query.data !== undefined && props.badge?.(query.data)}
        </Group>
        {query.isPending ? (
          <Stack gap={6} aria-busy="true" role="status" aria-label={t`Loading ${what}`}>
            <Skeleton height={28} width="40%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="70%" />
          </Stack>
        ) : query.isError ? (
          <Alert color="red" variant="light">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                <Trans>Unable to load {what} data. Please try again.</Trans>
              </Text>
              <Button size="xs" variant="default" onClick={() => void query.refetch()}>
                <Trans>Retry</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : (
          props.children(query.data)
        )}
      </Stack>
    </Card>
  );
}

/** The big figure of a card and what it counts. */
export function Figure({ value, caption }: { value: ReactNode; caption: ReactNode }) {
  return (
    <div>
      <Text fz={28} fw={700} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
    </div>
  );
}
