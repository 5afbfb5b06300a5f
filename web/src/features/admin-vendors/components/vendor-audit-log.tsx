import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { VENDOR_AUDIT_SHOWN, VENDOR_STATUS_VALUES, type VendorAuditEntry } from '@shared/schemas/vendors';
import { LoadMore } from '@/components/admin-list/load-more';
import { IconAlert } from '@/components/ui/icons';
import { VENDOR_MSG } from '@/i18n/shared/vendor-messages';
import { formatDateTime } from '@/lib/format-date';
import { useMarketTimeZone } from '@/lib/system-settings';
import { useVendorAuditLog } from '../api/get-vendor-audit-log';
import { VENDOR_STATUS_TEXT } from '../lib/status-labels';

/** Status values read as their labels ("HOLD" → "On Hold"). */
function readable(i18n: I18n, entry: VendorAuditEntry, value: string | null): string {
  if (value === null) return '—';
  if (entry.fieldName === 'status' && (VENDOR_STATUS_VALUES as readonly string[]).includes(value)) {
    return i18n._(VENDOR_STATUS_TEXT[value as keyof typeof VENDOR_STATUS_TEXT]);
  }
  return value;
}

const CHANGE: Record<VendorAuditEntry['changeType'], MessageDescriptor> = {
  create: msg`Created`,
  update: msg`Updated`,
  delete: msg`Deleted`,
};

/**
 * Spec 2 §2: the vendor's audit history, 10 shown until "Show all" (50 fetched, then 50 more at a time). `compact` fits a side column (the
 * edit screen): three columns that wrap instead of a wide table that scrolls.
 */
export function VendorAuditLog({ vendorId, compact = false }: { vendorId: string; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const timeZone = useMarketTimeZone();
  const log = useVendorAuditLog(vendorId);
  const [showAll, setShowAll] = useState(false);
  const entries = log.data ?? [];
  const total = entries.length;
  const shown = showAll ? entries : entries.slice(0, VENDOR_AUDIT_SHOWN);

  return (
    <Stack gap="sm" component="section" aria-labelledby="audit-heading">
      <Title order={2} fz="lg" id="audit-heading">
        <Trans>Change history</Trans>
      </Title>
      {log.isPending ? (
        <Skeleton height={80} radius="sm" role="status" aria-label={t`Loading audit log`} />
      ) : log.isError ? (
        <Alert color="red" variant="light" icon={<IconAlert />}>
          {VENDOR_MSG.auditFailed}
        </Alert>
      ) : entries.length === 0 ? (
        <Text c="dimmed">{VENDOR_MSG.auditEmpty}</Text>
      ) : (
        <>
          {compact ? (
            <Table verticalSpacing="xs" aria-label={t`Audit log`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Change</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>From → To</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>When, by</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      {i18n._(CHANGE[e.changeType])}
                      {e.fieldName ? ` ${e.fieldName}` : ''}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {readable(i18n, e, e.oldValue)} → {readable(i18n, e, e.newValue)}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{formatDateTime(e.createdAt, timeZone)}</Text>
                      <Text size="xs" c="dimmed">
                        {e.userName ?? '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="xs" aria-label={t`Audit log`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>When</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Change</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>From</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>To</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>By</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>{formatDateTime(e.createdAt, timeZone)}</Table.Td>
                      <Table.Td>
                        {i18n._(CHANGE[e.changeType])}
                        {e.fieldName ? ` ${e.fieldName}` : ''}
                      </Table.Td>
                      <Table.Td>{readable(i18n, e, e.oldValue)}</Table.Td>
                      <Table.Td>{readable(i18n, e, e.newValue)}</Table.Td>
                      <Table.Td>{e.userName ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {entries.length > VENDOR_AUDIT_SHOWN && (
            <Group>
              <Button variant="subtle" size="xs" onClick={() => setShowAll((v) => !v)}>
                {showAll ? t`Show fewer` : t`Show all (${total})`}
              </Button>
              {showAll && <LoadMore list={log} inline />}
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
