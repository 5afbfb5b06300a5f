import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RequestsSummary } from '@shared/schemas/payments';
import { formatDollars } from '@/lib/money';

/** Spec 3 §2's summary, in its order; the server counts approved requests and the fees of cancelled ones. */
const summaryItems = (): { key: keyof RequestsSummary; label: string }[] => [
  { key: 'totalBase', label: t`Total Base` },
  { key: 'sales', label: t`Sales` },
  { key: 'fees', label: t`Fees` },
  { key: 'lateCancel', label: t`Late Cancel` },
  { key: 'latePay', label: t`Late Pay` },
  { key: 'due', label: t`Due` },
  { key: 'paid', label: t`Paid` },
  { key: 'balance', label: t`Balance` },
];

export function RequestsSummaryCard({ summary }: { summary: RequestsSummary }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="summary-heading">
      <Title order={2} fz="lg" id="summary-heading" mb="sm">
        <Trans>Summary</Trans>
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 4, md: 8 }} spacing="sm">
        {summaryItems().map(({ key, label }) => (
          <Stack key={key} gap={0} role="group" aria-label={label}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              {label}
            </Text>
            <Text fw={700} c={key === 'balance' && summary.balance > 0 ? 'red.9' : undefined}>
              {formatDollars(summary[key])}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        <Trans>Approved requests, and the late fees of cancelled ones.</Trans>
      </Text>
    </Card>
  );
}
