import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Select, Stack, Tabs, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { MarketDateNav } from '@/components/market-date/market-date-nav';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatMonthDayLong } from '@/lib/format-date';
import { useQueuedSearchParams } from '@/hooks/use-queued-search-params';
import { useVendorTypeFilter } from '@/hooks/use-vendor-type-filter';
import { useVendorTypes } from '@/lib/public-catalog';
import { useMarketDate } from '../api/date-dashboard';
import { ActionCards } from '../components/action-cards';
import { StatisticsPanels } from '../components/statistics-panels';

/** "May 4" from an ISO date (spec 2 §2.2's title shows month and day). */
const monthDay = formatMonthDayLong;

/** /date/{id} (spec 2 §2.2): the Action Items cards and the Market Statistics tab (?tab=stats). */
export function DateDashboardRoute() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const [params, updateParams] = useQueuedSearchParams();
  const [type, setType] = useVendorTypeFilter();
  const types = useVendorTypes();
  const date = useMarketDate(id).data?.date;
  const day = date ? monthDay(date) : '';
  const title = date ? t`Dashboard — ${day}` : t`Dashboard`;
  usePageTitle(title);
  const tab = params.get('tab') === 'stats' ? 'stats' : 'actions';

  useEffect(() => {
    if (params.get('type') !== type) updateParams((next) => next.set('type', type));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the applied type changes
  }, [type]);

  return (
    <PageContainer>
      <Stack gap="md">
        <MarketDateNav marketDateId={id} current="" />
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{title}</Title>
          <Select
            label={t`Vendor type`}
            w={220}
            value={type}
            allowDeselect={false}
            onChange={(v) => setType(v ?? 'all')}
            data={[
              { value: 'all', label: t`All Types` },
              ...(types.data ?? []).map((vt) => ({ value: vt.id, label: vt.label })),
            ]}
          />
        </Group>
        <Tabs
          value={tab}
          onChange={(v) =>
            updateParams((next) => {
              if (v === 'stats') next.set('tab', 'stats');
              else next.delete('tab');
            })
          }
        >
          <Tabs.List>
            <Tabs.Tab value="actions">
              <Trans>Action Items</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="stats">
              <Trans>Market Statistics</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="actions" pt="md">
            <ActionCards id={id} type={type} />
          </Tabs.Panel>
          <Tabs.Panel value="stats" pt="md">
            {tab === 'stats' && <StatisticsPanels id={id} type={type} />}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageContainer>
  );
}
