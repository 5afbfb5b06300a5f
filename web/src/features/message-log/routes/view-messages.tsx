import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGE_TEMPLATES, TEMPLATE_IDS } from '@shared/message-templates';
import {
  MESSAGE_CHANNELS,
  MESSAGE_LOG_MSG,
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

const STATUS_LABEL: Record<MessageStatus, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed' };
const STATUS_COLOR: Record<MessageStatus, string> = { pending: 'yellow', sent: 'leaf', failed: 'red' };
const CHANNEL_LABEL: Record<string, string> = { email: 'Email', sms: 'SMS' };

function StatusBadge({ status }: { status: MessageStatus }) {
  return (
    <Badge miw="max-content" color={STATUS_COLOR[status]} variant="light">
      {STATUS_LABEL[status]}
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
  usePageTitle(MESSAGE_LOG_MSG.title);
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

  const sendAgain = (m: MessageLogEntry) =>
    resend.mutate(m.id, {
      onSuccess: () =>
        notify.success(
          MESSAGE_LOG_MSG.resent,
          MESSAGE_LOG_MSG.resentText(m.recipient.email ?? m.recipient.phone ?? ''),
        ),
      onError: (error) => notify.error(MESSAGE_LOG_MSG.resendFailed, errorMessage(error)),
    });

  const rows = log.data?.pages.flatMap((p) => p.messages) ?? [];
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : '—');

  let body: ReactNode;
  if (log.isPending) body = <ListLoading label="Loading messages" />;
  else if (log.isError)
    body = <ListError title={MESSAGE_LOG_MSG.loadFailed} error={log.error} onRetry={() => void log.refetch()} />;
  else if (rows.length === 0) body = <ListEmpty text={MESSAGE_LOG_MSG.empty} />;
  else
    body = (
      <Stack gap="sm">
        <ResponsiveList
          label="Messages"
          rows={rows}
          rowKey={(m) => m.id}
          cardTitle={(m) => m.subject ?? m.templateName}
          columns={[
            { key: 'time', header: 'Time', render: (m) => when(m.createdAt) },
            {
              key: 'recipient',
              header: 'Recipient',
              // A long address breaks anywhere rather than pushing the card wider than a phone.
              render: (m) => (
                <Text span inherit style={{ overflowWrap: 'anywhere' }}>
                  {recipientText(m)}
                </Text>
              ),
            },
            { key: 'channel', header: 'Channel', render: (m) => CHANNEL_LABEL[m.channel] },
            { key: 'template', header: 'Template', render: (m) => m.templateName },
            { key: 'subject', header: 'Subject', render: (m) => m.subject ?? '—', hideInCard: true },
            {
              key: 'status',
              header: 'Status',
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
                      Resent
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
                  m.canResend ? undefined : m.resentAs ? MESSAGE_LOG_MSG.alreadyResent : MESSAGE_LOG_MSG.heldSecret
                }
                loading={resend.isPending && resend.variables === m.id}
                onClick={() => sendAgain(m)}
                aria-label={`Resend the message to ${recipientText(m)}`}
              >
                {MESSAGE_LOG_MSG.resend}
              </Button>
            ) : null
          }
        />
        {log.hasNextPage && (
          <Group justify="center">
            <Button variant="default" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {MESSAGE_LOG_MSG.loadMore}
            </Button>
          </Group>
        )}
      </Stack>
    );

  return (
    <PageContainer size="xl">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>{MESSAGE_LOG_MSG.title}</Title>
          <Text c="dimmed">{MESSAGE_LOG_MSG.intro}</Text>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Status"
            placeholder="All"
            clearable
            data={MESSAGE_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
            value={filters.status ?? null}
            onChange={(v) => setFilter({ status: v })}
            w={{ base: '100%', xs: 150 }}
          />
          <Select
            label="Channel"
            placeholder="All"
            clearable
            data={MESSAGE_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABEL[c]! }))}
            value={filters.channel ?? null}
            onChange={(v) => setFilter({ channel: v })}
            w={{ base: '100%', xs: 150 }}
          />
          <Select
            label="Template"
            placeholder="All"
            clearable
            data={TEMPLATE_IDS.map((id) => ({ value: id, label: MESSAGE_TEMPLATES[id].name }))}
            value={filters.templateId ?? null}
            onChange={(v) => setFilter({ templateId: v })}
            w={{ base: '100%', xs: 240 }}
          />
          <MarketDateRangeInput
            label="Dates"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the dates' }}
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
