import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REMINDER_VIEWS, type Reminder, type ReminderView } from '@shared/schemas/reminders';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList, type ListColumn } from '@/components/admin-list/responsive-list';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { REMINDERS_MSG } from '@/i18n/shared/reminders-messages';
import { paths } from '@/config/paths';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { errorMessage } from '@/lib/errors';
import { formatMarketDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { relativeDays } from '@/lib/relative-days';
import { useMarketTimeZone } from '@/lib/system-settings';
import { useReminders, useUpdateNote } from '../api/reminders';
import { ReminderDialog } from '../components/reminder-dialog';

/** Read at render: REMINDERS_MSG follows the reader's language. */
const tabLabel = (view: ReminderView): string =>
  ({ today: REMINDERS_MSG.tabToday, upcoming: REMINDERS_MSG.tabUpcoming, overdue: REMINDERS_MSG.tabOverdue })[view];
const emptyText = (view: ReminderView): string =>
  ({ today: REMINDERS_MSG.emptyToday, upcoming: REMINDERS_MSG.emptyUpcoming, overdue: REMINDERS_MSG.emptyOverdue })[
    view
  ];
/** The list's name for a screen reader, by tab. */
const LIST_LABEL: Record<ReminderView, MessageDescriptor> = {
  today: msg`Due Today reminders`,
  upcoming: msg`Upcoming reminders`,
  overdue: msg`Overdue reminders`,
};

const isView = (v: string | null): v is ReminderView => REMINDER_VIEWS.includes(v as ReminderView);

function ReminderList({ view, onEdit }: { view: ReminderView; onEdit: (r: Reminder) => void }) {
  const { t, i18n } = useLingui();
  const reminders = useReminders(view);
  const update = useUpdateNote();
  const mutate = useGuardedMutate(update);

  if (reminders.isPending) return <ListLoading label={t`Loading reminders`} />;
  if (reminders.isError)
    return (
      <ListError
        title={REMINDERS_MSG.remindersLoadFailed}
        error={reminders.error}
        onRetry={() => void reminders.refetch()}
      />
    );
  if (reminders.data.reminders.length === 0) return <ListEmpty text={emptyText(view)} />;

  const markDone = (r: Reminder) =>
    mutate(
      { vendorId: r.vendorId, noteId: r.id, patch: { isArchived: true } },
      {
        onSuccess: () => notify.success(REMINDERS_MSG.reminderDone, r.vendorName),
        onError: (error) =>
          notify.error(REMINDERS_MSG.reminderSaveFailed, errorMessage(error, REMINDERS_MSG.reminderSaveFailed)),
      },
    );

  const editLabel = ({ vendorName }: Reminder) => t`Edit reminder for ${vendorName}`;
  const doneLabel = ({ vendorName }: Reminder) => t`Mark done: reminder for ${vendorName}`;
  const vendorLink = (r: Reminder) => (
    <Anchor component={Link} to={paths.vendorDetails(r.vendorId)}>
      {r.vendorName || r.vendorId}
    </Anchor>
  );
  const columns: ListColumn<Reminder>[] = [
    { key: 'vendor', header: t`Vendor`, render: vendorLink, hideInCard: true },
    {
      key: 'note',
      header: t`Note`,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {r.note}
        </Text>
      ),
    },
    {
      key: 'date',
      header: t`Reminder date`,
      render: (r) => (
        <Group gap={6} wrap="nowrap" justify="inherit">
          <Text size="sm">{formatMarketDate(r.reminderDate)}</Text>
          <Badge
            variant="light"
            style={{ flexShrink: 0 }}
            color={r.daysUntilReminder < 0 ? 'red' : r.daysUntilReminder === 0 ? 'orange' : 'blue'}
          >
            {relativeDays(r.daysUntilReminder)}
          </Badge>
        </Group>
      ),
    },
    { key: 'author', header: t`Author`, render: (r) => r.createdByName ?? '—' },
  ];

  return (
    <ResponsiveList
      label={i18n._(LIST_LABEL[view])}
      rows={reminders.data.reminders}
      rowKey={(r) => r.id}
      columns={columns}
      cardTitle={vendorLink}
      actions={(r) => (
        <>
          <Button size="xs" variant="default" onClick={() => onEdit(r)} aria-label={editLabel(r)}>
            <Trans>Edit</Trans>
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => markDone(r)}
            loading={update.isPending && update.variables?.noteId === r.id}
            aria-label={doneLabel(r)}
          >
            {REMINDERS_MSG.markDone}
          </Button>
        </>
      )}
    />
  );
}

/** /admin/reminders: vendor notes with a reminder date, due today, upcoming and overdue in the market's zone. */
export function RemindersRoute() {
  usePageTitle(REMINDERS_MSG.remindersTitle);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const view: ReminderView = isView(tab) ? tab : 'today';
  const timeZone = useMarketTimeZone();
  const [dialog, setDialog] = useState<{ editing: Reminder | null } | null>(null);

  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {REMINDERS_MSG.remindersTitle}
          </Title>
          <Button onClick={() => setDialog({ editing: null })}>{REMINDERS_MSG.addReminder}</Button>
        </Group>
        <Tabs
          value={view}
          onChange={(next) => {
            if (!isView(next)) return;
            const query = new URLSearchParams(params);
            if (next === 'today') query.delete('tab');
            else query.set('tab', next);
            setParams(query, { replace: true });
          }}
        >
          <Tabs.List>
            {REMINDER_VIEWS.map((v) => (
              <Tabs.Tab key={v} value={v}>
                {tabLabel(v)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {REMINDER_VIEWS.map((v) => (
            <Tabs.Panel key={v} value={v} pt="md">
              {v === view && <ReminderList view={v} onEdit={(r) => setDialog({ editing: r })} />}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <ReminderDialog
        opened={dialog !== null}
        editing={dialog?.editing ?? null}
        timeZone={timeZone}
        onClose={() => setDialog(null)}
      />
    </PageContainer>
  );
}
