import { Trans } from '@lingui/react/macro';
import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { NARROW_SCREEN_QUERY } from '@/hooks/use-chrome-preferences';

export interface ListColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Right-aligned (amounts, counts). */
  numeric?: boolean;
  /** Left out of the narrow-screen cards (e.g. what the card's title already shows). */
  hideInCard?: boolean;
}

/**
 * Rows as a table on wide screens and as cards under 768 px (spec: tables become cards on narrow screens).
 * Each card shows the title, then every column as "header: value", then the row's actions.
 */
export function ResponsiveList<T>(props: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly ListColumn<T>[];
  cardTitle: (row: T) => ReactNode;
  actions?: (row: T) => ReactNode;
  /** Accessible name of the table / the list of cards. */
  label: string;
}) {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const { rows, rowKey, columns, actions } = props;

  if (narrow) {
    return (
      <Stack gap="sm" role="list" aria-label={props.label}>
        {rows.map((row) => (
          <Card key={rowKey(row)} withBorder radius="md" padding="md" role="listitem">
            <Stack gap={6}>
              <Text fw={700}>{props.cardTitle(row)}</Text>
              {columns
                .filter((c) => !c.hideInCard)
                .map((c) => (
                  <Group key={c.key} justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" c="dimmed">
                      {c.header}
                    </Text>
                    <Text size="sm" component="div" ta="right">
                      {c.render(row)}
                    </Text>
                  </Group>
                ))}
              {actions && (
                <Group gap="xs" mt={4}>
                  {actions(row)}
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={c.numeric ? 'right' : undefined}>
                {c.header}
              </Table.Th>
            ))}
            {actions && (
              <Table.Th ta="right">
                <Trans>Actions</Trans>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.key} ta={c.numeric ? 'right' : undefined}>
                  {c.render(row)}
                </Table.Td>
              ))}
              {actions && (
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {actions(row)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
