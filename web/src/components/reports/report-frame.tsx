import { Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { REPORTS_MSG } from '@/i18n/shared/reports-messages';

/** A report's title with its Download CSV link (the server's CSV of exactly the rows shown). */
export function ReportTitleBar(props: { title: string; csvHref: string; csvDisabled: boolean }) {
  return (
    <Group justify="space-between" align="flex-end">
      <Title order={1}>{props.title}</Title>
      <Button component="a" href={props.csvHref} download variant="default" disabled={props.csvDisabled}>
        {REPORTS_MSG.downloadCsv}
      </Button>
    </Group>
  );
}

/** The totals panel under a report's table: a caption and one figure per column that has a total. */
export function ReportTotals(props: {
  caption: string;
  figures: readonly { key: string; label: string; value: string }[];
}) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={REPORTS_MSG.totals}>
      <Text fw={700} mb="xs">
        {props.caption}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {props.figures.map((f) => (
          <div key={f.key}>
            <Text size="sm" c="dimmed">
              {f.label}
            </Text>
            <Text fw={600} data-total={f.key}>
              {f.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
