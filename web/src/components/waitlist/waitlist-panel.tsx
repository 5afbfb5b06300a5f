import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { WAITLIST_MSG } from '@/i18n/shared/waitlist-messages';
import type { WaitlistEntry } from '@shared/schemas/waitlist';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useMarketTimeZone } from '@/lib/system-settings';
import { formatDateTime } from '@/lib/format-date';
import { useWaitlist, useWaitlistAction } from './waitlist-api';

function OfferCell({ e, when }: { e: WaitlistEntry; when: (iso: string) => string }) {
  if (!e.offer) return <Text size="sm">—</Text>;
  const { spaceLabel, deadline } = e.offer;
  const until = when(deadline);
  return (
    <Stack gap={2}>
      <Badge color="yellow" variant="light" miw="max-content">
        <Trans>Offered {spaceLabel}</Trans>
      </Badge>
      <Text size="xs" c="dimmed">
        <Trans>Until {until}</Trans>
      </Text>
    </Stack>
  );
}

/**
 * The date's waitlist on the Market Requests screen (issue 15): the line in order with each vendor's open offer and
 * its deadline; an admin moves a vendor up or down, or offers a free space by hand.
 */
export function WaitlistPanel({ marketDateId }: { marketDateId: string }) {
  const { t } = useLingui();
  const timeZone = useMarketTimeZone();
  const waitlist = useWaitlist(marketDateId);
  const act = useWaitlistAction(marketDateId);
  const [spaceFor, setSpaceFor] = useState<Record<string, string | null>>({});
  const when = (iso: string) => formatDateTime(iso, timeZone);

  const run = (a: Parameters<typeof act.mutate>[0], done: string, who: string) =>
    act.mutate(a, {
      onSuccess: () => notify.success(done, who),
      onError: (error) => notify.error(t`Error`, errorMessage(error)),
    });

  let body;
  if (waitlist.isPending) body = <ListLoading label={WAITLIST_MSG.loading} />;
  else if (waitlist.isError)
    body = <ListError title={WAITLIST_MSG.loadError} error={waitlist.error} onRetry={() => void waitlist.refetch()} />;
  else if (waitlist.data.entries.length === 0) body = <ListEmpty text={WAITLIST_MSG.emptyWaitlist} />;
  else {
    const { entries, freeSpaces } = waitlist.data;
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-label={t`Waitlist`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Place</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Vendor</Trans>
              </Table.Th>
              <Table.Th>
                <Trans context="waitlist column">Requested</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Offer</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Actions</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e, i) => {
              const { vendorName } = e;
              return (
                <Table.Tr key={e.vendorId}>
                  <Table.Td>#{e.place}</Table.Td>
                  <Table.Td>{e.vendorName}</Table.Td>
                  <Table.Td>{when(e.requestedAt)}</Table.Td>
                  <Table.Td>
                    <OfferCell e={e} when={when} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <ActionIcon
                        variant="default"
                        disabled={i === 0 || act.isPending}
                        aria-label={t`Move ${vendorName} up`}
                        onClick={() =>
                          run({ kind: 'order', vendorId: e.vendorId, direction: 'up' }, t`Waitlist updated`, vendorName)
                        }
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        disabled={i === entries.length - 1 || act.isPending}
                        aria-label={t`Move ${vendorName} down`}
                        onClick={() =>
                          run(
                            { kind: 'order', vendorId: e.vendorId, direction: 'down' },
                            t`Waitlist updated`,
                            vendorName,
                          )
                        }
                      >
                        ↓
                      </ActionIcon>
                      {!e.offer && freeSpaces.length > 0 && (
                        <>
                          <Select
                            size="xs"
                            w={110}
                            placeholder={t`Space`}
                            aria-label={t`Space to offer ${vendorName}`}
                            data={freeSpaces.map((s) => ({ value: s.id, label: s.label }))}
                            value={spaceFor[e.vendorId] ?? null}
                            onChange={(v) => setSpaceFor((m) => ({ ...m, [e.vendorId]: v }))}
                          />
                          <Button
                            size="compact-sm"
                            variant="light"
                            disabled={!spaceFor[e.vendorId] || act.isPending}
                            onClick={() =>
                              run(
                                { kind: 'offer', vendorId: e.vendorId, spaceId: spaceFor[e.vendorId]! },
                                t`Space offered`,
                                vendorName,
                              )
                            }
                          >
                            <Trans>Offer</Trans>
                          </Button>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Waitlist</Trans>
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
