import { ActionIcon, Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { WAITLIST_MSG } from '@shared/waitlist-messages';
import type { WaitlistEntry } from '@shared/schemas/waitlist';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useMarketTimeZone } from '@/lib/system-settings';
import { formatDateTime } from '@/lib/format-date';
import { useWaitlist, useWaitlistAction } from './waitlist-api';

function OfferCell({ e, when }: { e: WaitlistEntry; when: (iso: string) => string }) {
  if (!e.offer) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      <Badge color="yellow" variant="light" miw="max-content">
        Offered {e.offer.spaceLabel}
      </Badge>
      <Text size="xs" c="dimmed">
        Until {when(e.offer.deadline)}
      </Text>
    </Stack>
  );
}

/**
 * The date's waitlist on the Market Requests screen (issue 15): the line in order with each vendor's open offer and
 * its deadline; an admin moves a vendor up or down, or offers a free space by hand.
 */
export function WaitlistPanel({ marketDateId }: { marketDateId: string }) {
  const timeZone = useMarketTimeZone();
  const waitlist = useWaitlist(marketDateId);
  const act = useWaitlistAction(marketDateId);
  const [spaceFor, setSpaceFor] = useState<Record<string, string | null>>({});
  const when = (iso: string) => formatDateTime(iso, timeZone);

  const run = (a: Parameters<typeof act.mutate>[0], done: string, who: string) =>
    act.mutate(a, {
      onSuccess: () => notify.success(done, who),
      onError: (error) => notify.error('Error', errorMessage(error)),
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
        <Table verticalSpacing="xs" aria-label="Waitlist">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Place</Table.Th>
              <Table.Th>Vendor</Table.Th>
              <Table.Th>Requested</Table.Th>
              <Table.Th>Offer</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e, i) => (
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
                      aria-label={`Move ${e.vendorName} up`}
                      onClick={() =>
                        run({ kind: 'order', vendorId: e.vendorId, direction: 'up' }, 'Waitlist updated', e.vendorName)
                      }
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      disabled={i === entries.length - 1 || act.isPending}
                      aria-label={`Move ${e.vendorName} down`}
                      onClick={() =>
                        run(
                          { kind: 'order', vendorId: e.vendorId, direction: 'down' },
                          'Waitlist updated',
                          e.vendorName,
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
                          placeholder="Space"
                          aria-label={`Space to offer ${e.vendorName}`}
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
                              'Space offered',
                              e.vendorName,
                            )
                          }
                        >
                          Offer
                        </Button>
                      </>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Waitlist
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
