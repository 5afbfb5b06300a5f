import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value lines of a details card; the last one (a total) may stand out. */
export function DetailRows({ rows }: { rows: readonly (readonly [string, ReactNode, boolean?])[] }) {
  return (
    <Stack gap={6} component="dl" m={0}>
      {rows.map(([label, value, strong]) => (
        <Group key={label} justify="space-between" wrap="nowrap" gap="md">
          <Text component="dt" size="sm" c="dimmed" fw={strong ? 700 : undefined}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} fw={strong ? 700 : 500} ta="right">
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
