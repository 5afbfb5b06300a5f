import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AdminVendorAlert } from '@shared/schemas/reminders';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { REMINDERS_MSG } from '@/i18n/shared/reminders-messages';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { errorMessage } from '@/lib/errors';
import { formatMarketDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { isoDateInZone } from '@shared/market-time';
import { useVendorTypes } from '@/lib/public-catalog';
import { useMarketTimeZone } from '@/lib/system-settings';
import { useSaveVendorAlert, useVendorAlerts } from '../api/vendor-alerts';
import { AlertDialog } from '../components/alert-dialog';
import { PRIORITY_BADGE } from '../components/priority-labels';

const PRIORITY_COLOR = { high: 'red', medium: 'yellow', low: 'gray' } as const;

/** /admin/vendor-alerts: the alerts vendors see on their dashboard (spec 1 §2.8); create, edit, end. */
export function VendorAlertsRoute() {
  const { t, i18n } = useLingui();
  usePageTitle(REMINDERS_MSG.alertsTitle);
  const alerts = useVendorAlerts();
  const types = useVendorTypes();
  const timeZone = useMarketTimeZone();
  const [tab, setTab] = useState<'active' | 'ended'>('active');
  const [dialog, setDialog] = useState<{ editing: AdminVendorAlert | null } | null>(null);
  const [ending, setEnding] = useState<AdminVendorAlert | null>(null);
  const save = useSaveVendorAlert();
  const mutate = useGuardedMutate(save);
  const today = alerts.data?.today ?? isoDateInZone(new Date(), timeZone);

  const typeLabel = (id: string) => types.data?.find((type) => type.id === id)?.label ?? id;
  const audience = (a: AdminVendorAlert) => {
    const parts = [...a.vendorTypeIds.map(typeLabel), ...a.vendors.map((v) => v.name)];
    return parts.length ? parts.join(', ') : t`All vendors`;
  };

  const end = (a: AdminVendorAlert) =>
    mutate(
      {
        id: a.id,
        body: {
          subject: a.subject,
          body: a.body,
          startDate: a.startDate,
          endDate: a.endDate,
          vendorTypeIds: a.vendorTypeIds,
          vendorIds: a.vendorIds,
          priority: a.priority,
          isActive: false,
        },
      },
      {
        onSuccess: () => {
          notify.success(REMINDERS_MSG.alertEnded, a.subject);
          setEnding(null);
        },
        onError: (error) =>
          notify.error(REMINDERS_MSG.alertSaveFailed, errorMessage(error, REMINDERS_MSG.alertSaveFailed)),
      },
    );

  const columns: ListColumn<AdminVendorAlert>[] = [
    { key: 'subject', header: t`Subject`, render: (a) => a.subject, hideInCard: true },
    {
      key: 'priority',
      header: t`Priority`,
      render: (a) => (
        <Badge color={PRIORITY_COLOR[a.priority]} variant={a.priority === 'high' ? 'filled' : 'light'}>
          {i18n._(PRIORITY_BADGE[a.priority])}
        </Badge>
      ),
    },
    {
      key: 'dates',
      header: t`Dates`,
      render: (a) => `${formatMarketDate(a.startDate)} – ${a.endDate ? formatMarketDate(a.endDate) : t`no end`}`,
    },
    { key: 'audience', header: t`For`, render: audience },
  ];

  const editLabel = ({ subject }: AdminVendorAlert) => t`Edit ${subject}`;
  const endLabel = ({ subject }: AdminVendorAlert) => t`End ${subject}`;
  const endingSubject = ending?.subject;

  let body;
  if (alerts.isPending) body = <ListLoading label={t`Loading vendor alerts`} />;
  else if (alerts.isError)
    body = (
      <ListError title={REMINDERS_MSG.alertsLoadFailed} error={alerts.error} onRetry={() => void alerts.refetch()} />
    );
  else {
    const rows = alerts.data.alerts.filter((a) => (tab === 'active' ? a.isCurrent : !a.isCurrent));
    body =
      rows.length === 0 ? (
        <ListEmpty text={tab === 'active' ? REMINDERS_MSG.alertsEmptyActive : REMINDERS_MSG.alertsEmptyEnded} />
      ) : (
        <ResponsiveList
          label={tab === 'active' ? t`Active vendor alerts` : t`Ended vendor alerts`}
          rows={rows}
          rowKey={(a) => a.id}
          columns={columns}
          cardTitle={(a) => a.subject}
          actions={(a) => (
            <>
              <Button size="xs" variant="default" onClick={() => setDialog({ editing: a })} aria-label={editLabel(a)}>
                <Trans>Edit</Trans>
              </Button>
              {a.isCurrent && (
                <Button size="xs" variant="light" color="red" onClick={() => setEnding(a)} aria-label={endLabel(a)}>
                  {REMINDERS_MSG.endAlert}
                </Button>
              )}
            </>
          )}
        />
      );
  }

  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {REMINDERS_MSG.alertsTitle}
          </Title>
          <Button onClick={() => setDialog({ editing: null })}>{REMINDERS_MSG.newAlert}</Button>
        </Group>
        <Tabs value={tab} onChange={(v) => setTab(v === 'ended' ? 'ended' : 'active')}>
          <Tabs.List>
            <Tabs.Tab value="active">{REMINDERS_MSG.alertsActive}</Tabs.Tab>
            <Tabs.Tab value="ended">{REMINDERS_MSG.alertsEnded}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {body}
      </Stack>
      <AlertDialog
        opened={dialog !== null}
        editing={dialog?.editing ?? null}
        today={today}
        timeZone={timeZone}
        onClose={() => setDialog(null)}
      />
      <ConfirmAction
        opened={ending !== null}
        title={REMINDERS_MSG.endAlert}
        confirmLabel={REMINDERS_MSG.endAlert}
        loading={save.isPending}
        onConfirm={() => ending && end(ending)}
        onCancel={() => setEnding(null)}
      >
        <Text size="sm">
          <Trans>Vendors stop seeing “{endingSubject}” on their dashboard.</Trans>
        </Text>
      </ConfirmAction>
    </PageContainer>
  );
}
