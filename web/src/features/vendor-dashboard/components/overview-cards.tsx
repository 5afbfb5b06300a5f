import { t } from '@lingui/core/macro';
import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardCounts } from '@shared/schemas/vendor-dates';
import { formatWholeDollars } from '@/lib/money';

interface OverviewCard {
  title: string;
  value: string;
  detail?: string;
  /** Something needs the vendor's attention. */
  attention: boolean;
  /** The money cards' amount leads to the vendor's Payment History. */
  money?: boolean;
}

/** Spec 1 §2.8's overview cards, in its order; Average Sales only when the server sent an average. */
export function overviewCards(counts: DashboardCounts): OverviewCard[] {
  const due = formatWholeDollars(counts.pendingPayments.amount);
  const overdue = formatWholeDollars(counts.overduePayments.amount);
  const cards: OverviewCard[] = [
    {
      title: t`Pending Payments`,
      value: String(counts.pendingPayments.count),
      detail: counts.pendingPayments.count ? t`${due} due` : undefined,
      attention: counts.pendingPayments.count > 0,
      money: true,
    },
    {
      title: t`Upcoming Dates w/o Requests`,
      value: String(counts.upcomingDatesWithoutRequests),
      attention: counts.upcomingDatesWithoutRequests > 0,
    },
    {
      title: t`Documents Expiring/Expired`,
      value: String(counts.documentsExpiring),
      attention: counts.documentsExpiring > 0,
    },
    {
      title: t`Pending Space Requests`,
      value: String(counts.pendingSpaceRequests),
      attention: false,
    },
    {
      title: t`Overdue Payments`,
      value: String(counts.overduePayments.count),
      detail: counts.overduePayments.count ? t`${overdue} overdue` : undefined,
      attention: counts.overduePayments.count > 0,
      money: true,
    },
  ];
  if (counts.averageSales !== null) {
    cards.push({ title: t`Average Sales`, value: formatWholeDollars(counts.averageSales), attention: false });
  }
  return cards;
}

export function OverviewCards({ counts, paymentsPath }: { counts: DashboardCounts; paymentsPath?: string }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3 }}
      spacing={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={t`Overview`}
    >
      {overviewCards(counts).map((card) => (
        <Card key={card.title} padding="md" role="group" aria-label={card.title}>
          <Text size="sm" c="dimmed" fw={600}>
            {card.title}
          </Text>
          <Text
            fz={{ base: 26, sm: 30 }}
            fw={750}
            c={card.attention ? 'harvest.8' : undefined}
            data-testid="card-value"
          >
            {card.value}
          </Text>
          {card.detail &&
            (card.money && paymentsPath ? (
              <Anchor component={Link} to={paymentsPath} size="sm">
                {card.detail}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {card.detail}
              </Text>
            ))}
        </Card>
      ))}
    </SimpleGrid>
  );
}
