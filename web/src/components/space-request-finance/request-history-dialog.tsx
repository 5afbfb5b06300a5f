import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';
import { AUDIT_LOG_SHOWN, type RequestAuditEntry } from '@shared/schemas/space-requests';
import { LoadMore } from '@/components/admin-list/load-more';
import { IconAlert } from '@/components/ui/icons';
import { NARROW_SCREEN_QUERY } from '@/hooks/use-chrome-preferences';
import { formatInstant } from '@/lib/format-date';
import { useMarketTimeZone } from '@/lib/system-settings';
import { useRequestAuditLog } from './api';

const CHANGE: Record<RequestAuditEntry['changeType'], MessageDescriptor> = {
  create: msg`Created`,
  update: msg`Updated`,
  delete: msg`Deleted`,
};

const value = (v: string | null) => (v === null || v === '' ? '—' : v);

/**
 * Spec 2 §2.7 "Space Request History": the request's audit log, 10 shown until the toggle shows all 50 fetched; a
 * longer history loads 50 more at a time.
 */
export function RequestHistoryDialog({
  requestId,
  opened,
  onClose,
}: {
  requestId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const timeZone = useMarketTimeZone();
  const log = useRequestAuditLog(requestId, opened);
  const [showAll, setShowAll] = useState(false);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const entries = log.data ?? [];
  const shown = showAll ? entries : entries.slice(0, AUDIT_LOG_SHOWN);
  const count = entries.length;

  return (
    <Modal opened={opened} onClose={onClose} title={REQUESTS_MSG.spaceRequestHistory} size="xl">
      {log.isPending ? (
        <Skeleton height={120} aria-label={t`Loading audit log`} role="status" />
      ) : log.isError ? (
        <Alert color="red" variant="light" icon={<IconAlert />} title={REQUESTS_MSG.auditFetchFailed} role="alert">
          {REQUESTS_MSG.auditLoadFailed}
        </Alert>
      ) : entries.length === 0 ? (
        <Text c="dimmed">{REQUESTS_MSG.noAuditEntries}</Text>
      ) : (
        <Stack gap="sm">
          {narrow ? (
            <Stack gap="xs" role="list" aria-label={t`Audit log`}>
              {shown.map((e) => (
                <Stack
                  key={e.id}
                  gap={2}
                  role="listitem"
                  p="xs"
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Text size="sm" fw={600}>
                    {i18n._(CHANGE[e.changeType])} {e.fieldName ?? ''}
                  </Text>
                  <Text size="sm">
                    {value(e.oldValue)} → {value(e.newValue)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatInstant(e.timestamp, timeZone)} · {e.userName ?? e.userId ?? '—'}
                  </Text>
                </Stack>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={600}>
              <Table verticalSpacing="xs" striped aria-label={t`Audit log`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>When</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Field</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Change</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Old → New</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>User</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>{formatInstant(e.timestamp, timeZone)}</Table.Td>
                      <Table.Td>{e.fieldName ?? '—'}</Table.Td>
                      <Table.Td>{i18n._(CHANGE[e.changeType])}</Table.Td>
                      <Table.Td>
                        {value(e.oldValue)} → {value(e.newValue)}
                      </Table.Td>
                      <Table.Td>{e.userName ?? e.userId ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {entries.length > AUDIT_LOG_SHOWN && (
            <Group>
              <Button variant="subtle" size="xs" onClick={() => setShowAll((v) => !v)}>
                {showAll ? t`Show the latest ${AUDIT_LOG_SHOWN}` : t`Show all (${count})`}
              </Button>
              {showAll && <LoadMore list={log} inline />}
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
