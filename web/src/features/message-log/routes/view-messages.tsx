import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGE_TEMPLATES, TEMPLATE_IDS } from '@shared/message-templates';
import {
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  type MessageLogEntry,
  type MessageStatus,
} from '@shared/schemas/message-log';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { ResponsiveList } from '@/components/admin-list/responsive-list';
import { MarketDateRangeInput } from '@/components/form/market-date-input';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useMarketTimeZone } from '@/lib/system-settings';
import { formatDateTime } from '@/lib/format-date';
import { useMessageLog, useResendMessage, type MessageLogFilters } from '../api/messages';

const STATUS_LABEL: Record<MessageStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  sent: msg`Sent`,
  failed: msg`Failed`,
};
const STATUS_COLOR: Record<MessageStatus, string> = { pending: 'yellow', sent: 'leaf', failed: 'red' };
const CHANNEL_LABEL: Record<string, MessageDescriptor> = { email: msg`Email`, sms: msg`SMS` };

function StatusBadge({ status }: { status: MessageStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge miw="max-content" color={STATUS_COLOR[status]} variant="light">
      {i18n._(STATUS_LABEL[status])}
    </Badge>
  );
}

const FILTER_NAMES = ['status', 'channel', 'templateId', 'from', 'to'] as const;

function recipientText(m: MessageLogEntry): string {
  const address = m.recipient.email ?? m.recipient.phone ?? '';
  return m.recipient.name ? `${m.recipient.name} (${address})` : address;
}

/**
 * /admin/messages, View Messages (issue 13): every e-mail and SMS the market sent, newest first, with its status
 * and, for a failed one, the provider's reason and a Resend button. The filters live in the address, so a filtered
 * view can be shared or reloaded.
 */
export function ViewMessagesRoute() {
  const { t, i18n } = useLingui();
  const title = t`View Messages`;
  usePageTitle(title);
  const channelLabel = (channel: string) => {
    const label = CHANNEL_LABEL[channel];
    return label ? i18n._(label) : channel;
  };
  const timeZone = useMarketTimeZone();
  const [params, setParams] = useSearchParams();
  const filters: MessageLogFilters = Object.fromEntries(
    FILTER_NAMES.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
  );
  const log = useMessageLog(filters);
  const resend = useResendMessage();

  const setFilter = (changes: Partial<Record<(typeof FILTER_NAMES)[number], string | null>>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  const sendAgain = (m: MessageLogEntry) => {
    const to = m.recipient.email ?? m.recipient.phone ?? '';
    resend.mutate(m.id, {
      onSuccess: () => notify.success(t`Message queued again`, t`A new copy is on its way to ${to}.`),
      onError: (error) => notify.error(t`Failed to resend message`, errorMessage(error)),
    });
  };

  const rows = log.data?.pages.flatMap((p) => p.messages) ?? [];
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : '—');

  let body: ReactNode;
  if (log.isPending) body = <ListLoading label={t`Loading messages`} />;
  else if (log.isError)
    body = <ListError title={t`Failed to load messages`} error={log.error} onRetry={() => void log.refetch()} />;
  else if (rows.length === 0) body = <ListEmpty text={t`No messages found`} />;
  else
    body = (
      <Stack gap="sm">
        <ResponsiveList
          label={t`Messages`}
          rows={rows}
          rowKey={(m) => m.id}
          cardTitle={(m) => m.subject ?? m.templateName}
          columns={[
            { key: 'time', header: t`Time`, render: (m) => when(m.createdAt) },
            {
              key: 'recipient',
              header: t`Recipient`,
              // A long address breaks anywhere rather than pushing the card wider than a phone.
              render: (m) => (
                <Text span inherit style={{ overflowWrap: 'anywhere' }}>
                  {recipientText(m)}
                </Text>
              ),
            },
            { key: 'channel', header: t`Channel`, render: (m) => channelLabel(m.channel) },
            { key: 'template', header: t`Template`, render: (m) => m.templateName },
            { key: 'subject', header: t`Subject`, render: (m) => m.subject ?? '—', hideInCard: true },
            {
              key: 'status',
              header: t`Status`,
              render: (m) => (
                <Stack gap={2} align="flex-start">
                  <StatusBadge status={m.status} />
                  {m.error && (
                    <Text size="xs" c="red.9" style={{ wordBreak: 'break-word' }}>
                      {m.error}
                    </Text>
                  )}
                  {m.resentAs && (
                    <Text size="xs" c="dimmed">
                      <Trans>Resent</Trans>
                    </Text>
                  )}
                </Stack>
              ),
            },
          ]}
          actions={(m) =>
            m.status === 'failed' ? (
              <Button
                size="compact-sm"
                variant="light"
                disabled={!m.canResend}
                title={
                  m.canResend
                    ? undefined
                    : m.resentAs
                      ? t`This message has already been resent.`
                      : t`This message held a one-time link and cannot be resent; ask the person to request a new one.`
                }
                loading={resend.isPending && resend.variables === m.id}
                onClick={() => sendAgain(m)}
                aria-label={t`Resend the message to ${recipientText(m)}`}
              >
                <Trans>Resend</Trans>
              </Button>
            ) : null
          }
        />
        {log.hasNextPage && (
          <Group justify="center">
            <Button variant="default" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              <Trans>Load more</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    );

  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">
            <Trans>Every e-mail and text message the market sent, newest first.</Trans>
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t`Status`}
            placeholder={t({ message: 'All', context: 'messages' })}
            clearable
            data={MESSAGE_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABEL[s]) }))}
            value={filters.status ?? null}
            onChange={(v) => setFilter({ status: v })}
            w={{ base: '100%', xs: 150 }}
          />
          <Select
            label={t`Channel`}
            placeholder={t({ message: 'All', context: 'messages' })}
            clearable
            data={MESSAGE_CHANNELS.map((c) => ({ value: c, label: channelLabel(c) }))}
            value={filters.channel ?? null}
            onChange={(v) => setFilter({ channel: v })}
            w={{ base: '100%', xs: 150 }}
          />
          <Select
            label={t`Template`}
            placeholder={t({ message: 'All', context: 'messages' })}
            clearable
            data={TEMPLATE_IDS.map((id) => ({ value: id, label: MESSAGE_TEMPLATES[id].name }))}
            value={filters.templateId ?? null}
            onChange={(v) => setFilter({ templateId: v })}
            w={{ base: '100%', xs: 240 }}
          />
          <MarketDateRangeInput
            label={t`Dates`}
            clearable
            clearButtonProps={{ 'aria-label': t`Clear the dates` }}
            timeZone={timeZone}
            value={[filters.from ?? null, filters.to ?? null]}
            onChange={([from, to]) => {
              // A range takes effect once both ends are picked, or when it is cleared.
              if ((from && to) || (!from && !to)) setFilter({ from, to });
            }}
            w={{ base: '100%', xs: 280 }}
          />
        </Group>
        {body}
      </Stack>
    </PageContainer>
  );
}
