import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  expiryDayColor,
  fillBadgeColor,
  NOTE_PREVIEW_LENGTH,
  paymentBadgeVariant,
  publicationStage,
} from '@/i18n/shared/date-dashboard';
import { formatMarketDay } from '@/i18n/shared/spaces-messages';
import { formatDate } from '@/lib/format-date';
import { formatWholeDollars } from '@/lib/money';
import { useMarketTimeZone } from '@/lib/system-settings';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/lib/errors';
import { useCard, usePublishLayout } from '../api/date-dashboard';
import { CardShell, Figure } from './card-shell';

const PAYMENT_BADGE = { destructive: 'red', warning: 'orange', secondary: 'gray', success: 'green' } as const;
const EXPIRY_BADGE = { red: 'red', amber: 'orange', blue: 'blue' } as const;
/** The day without its weekday, in either language ("June 7, 2026", "7 de junio de 2026"). */
const shortDay = (iso: string) => formatMarketDay(iso).replace(/^[^,\s]+, /, '');

export function ActionCards({ id, type }: { id: string; type: string }) {
  const { t } = useLingui();
  const timeZone = useMarketTimeZone();
  const base = `/date/${encodeURIComponent(id)}`;
  const typeQ = type && type !== 'all' ? `&type=${encodeURIComponent(type)}` : '';
  const pending = useCard(id, 'pending-requests', type);
  const missing = useCard(id, 'missing-vendors', type);
  const spaces = useCard(id, 'space-assignment', type);
  const payment = useCard(id, 'payment-status', type);
  const publication = useCard(id, 'publication-status', type);
  const documents = useCard(id, 'expiring-documents', type);
  const notes = useCard(id, 'vendor-notes', type);
  const publish = usePublishLayout(id);
  const processedLine = (percent: number, newCount: number, returning: number) =>
    t`${percent}% processed · ${newCount} new · ${returning} returning`;
  const percentFilled = (percent: number) => t`${percent}% filled`;
  const percentPaid = (percent: number) => t`${percent}% paid`;
  const availableLine = (available: number, conflicts: number) => t`${available} available · ${conflicts} conflicts`;
  const collectedLine = (collectedCents: number, outstandingCents: number, totalCents: number) => {
    const collected = formatWholeDollars(collectedCents);
    const outstanding = formatWholeDollars(outstandingCents);
    const total = formatWholeDollars(totalCents);
    return t`${collected} collected · ${outstanding} outstanding of ${total}`;
  };
  const assignedLine = (assigned: number, total: number) => t`${assigned} of ${total} spaces assigned`;
  const publishedOn = (day: string) => t` · published ${day}`;
  const daysLeft = (days: number) => t`${days} days`;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <CardShell title={t`Pending Requests`} what={t`pending requests`} query={pending}>
        {(d) => (
          <Stack gap="xs">
            <Figure value={d.totalPending} caption={t`requests waiting for a decision`} />
            <Progress value={d.completionPercentage} aria-label={t`Requests processed`} />
            <Text size="sm">{processedLine(d.completionPercentage, d.newVendors, d.returningVendors)}</Text>
            <Anchor component={Link} to={`${base}/requests?status=requested${typeQ}`} size="sm">
              <Trans>Review requests</Trans>
            </Anchor>
          </Stack>
        )}
      </CardShell>

      <CardShell title={t`Missing Requests`} what={t`missing requests`} query={missing}>
        {(d) => (
          <Stack gap="xs">
            <Figure value={d.totalCount} caption={t`regular vendors without a request`} />
            {d.vendors.map((v) => (
              <Group key={v.id} justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={`/vendor/${encodeURIComponent(v.id)}`} size="sm">
                  {v.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {v.lastAttendedDate ? shortDay(v.lastAttendedDate) : t`N/A`}
                </Text>
              </Group>
            ))}
            <Anchor component={Link} to={`${base}/missing`} size="sm">
              <Trans>View missing vendors</Trans>
            </Anchor>
          </Stack>
        )}
      </CardShell>

      <CardShell
        title={t`Space Assignment`}
        what={t`space assignment`}
        query={spaces}
        badge={(d) => <Badge color={fillBadgeColor(d.fillPercentage)}>{percentFilled(d.fillPercentage)}</Badge>}
      >
        {(d) => (
          <Stack gap="xs">
            <Figure value={`${d.assignedSpaces} / ${d.totalSpaces}`} caption={t`spaces assigned`} />
            <Progress value={d.fillPercentage} color={fillBadgeColor(d.fillPercentage)} aria-label={t`Spaces filled`} />
            <Text size="sm">{availableLine(d.unassignedSpaces, d.conflictCount)}</Text>
            <Group gap="md">
              <Anchor component={Link} to={`${base}/layout`} size="sm">
                <Trans>Open layout</Trans>
              </Anchor>
              <Anchor component={Link} to={`${base}/spaces?status=available`} size="sm">
                <Trans>Available spaces</Trans>
              </Anchor>
              <Anchor component={Link} to={`${base}/spaces?status=assigned`} size="sm">
                <Trans>Assigned spaces</Trans>
              </Anchor>
            </Group>
          </Stack>
        )}
      </CardShell>

      <CardShell
        title={t`Payment Status`}
        what={t`payment status`}
        query={payment}
        badge={(d) => (
          <Badge color={PAYMENT_BADGE[paymentBadgeVariant(d.paymentPercentage)]}>
            {percentPaid(d.paymentPercentage)}
          </Badge>
        )}
      >
        {(d) => (
          <Stack gap="xs">
            <Figure value={`${d.paidVendors} / ${d.totalVendors}`} caption={t`vendors paid`} />
            <Text size="sm">{collectedLine(d.collectedAmount, d.outstandingAmount, d.totalAmount)}</Text>
            <Group gap="md">
              <Anchor component={Link} to={`${base}/payments?tab=unpaid${typeQ}`} size="sm">
                <Trans>View unpaid</Trans>
              </Anchor>
              <Anchor component={Link} to={`${base}/payments?tab=paid${typeQ}`} size="sm">
                <Trans>View paid</Trans>
              </Anchor>
            </Group>
          </Stack>
        )}
      </CardShell>

      <CardShell
        title={t`Publication Status`}
        what={t`publication status`}
        query={publication}
        badge={(d) => (
          <Badge color={d.isPublished ? 'green' : d.readyToPublish ? 'blue' : 'gray'}>
            {d.isPublished ? t`Published` : d.readyToPublish ? t`Ready to Publish` : t`Draft`}
          </Badge>
        )}
      >
        {(d) => (
          <Stack gap="xs">
            <Progress value={d.publicationPercentage} aria-label={t`Publication progress`} />
            <Text size="sm">{publicationStage(d.publicationPercentage)}</Text>
            <Text size="sm" c="dimmed">
              {assignedLine(d.assignedSpaces, d.totalSpaces)}
              {d.publishedAt ? publishedOn(formatDate(d.publishedAt, timeZone)) : ''}
            </Text>
            <Group gap="md">
              <Button
                size="xs"
                disabled={d.isPublished || !d.readyToPublish || publish.isPending}
                loading={publish.isPending}
                onClick={() =>
                  publish.mutate(undefined, {
                    onSuccess: () => notify.success(t`Layout Published`, t`Vendors can now see their spaces.`),
                    onError: (err) => notify.error(t`Publication Failed`, errorMessage(err)),
                  })
                }
              >
                {d.isPublished ? t`Published` : t`Publish Layout`}
              </Button>
              <Anchor component={Link} to={`${base}/layout`} size="sm">
                <Trans>Open layout</Trans>
              </Anchor>
            </Group>
          </Stack>
        )}
      </CardShell>

      <CardShell title={t`Expiring Documents`} what={t`expiring documents`} query={documents}>
        {(d) => (
          <Stack gap="xs">
            <Figure value={d.totalCount} caption={t`documents expiring within 7 days`} />
            {d.documents.map((doc) => (
              <Group key={doc.id} justify="space-between" wrap="nowrap">
                <Text size="sm" lineClamp={1}>
                  <Anchor component={Link} to={`/vendor/${encodeURIComponent(doc.vendorId)}`}>
                    {doc.vendorName}
                  </Anchor>{' '}
                  · {doc.documentName}
                </Text>
                <Badge
                  color={EXPIRY_BADGE[expiryDayColor(doc.daysUntilExpiry)]}
                  variant="light"
                  style={{ flexShrink: 0 }}
                >
                  {daysLeft(doc.daysUntilExpiry)}
                </Badge>
              </Group>
            ))}
            <Anchor component={Link} to="/admin/documents?filter=expiring" size="sm">
              <Trans>Review documents</Trans>
            </Anchor>
          </Stack>
        )}
      </CardShell>

      <CardShell title={t`Vendor Notes`} what={t`vendor notes`} query={notes}>
        {(d) => (
          <Stack gap="xs">
            <Figure value={d.totalCount} caption={t`notes for this date`} />
            {d.notes.map((n) => (
              <div key={n.id}>
                <Anchor component={Link} to={`/vendor/${encodeURIComponent(n.vendorId)}`} size="sm">
                  {n.vendorName}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {n.note.length > NOTE_PREVIEW_LENGTH ? `${n.note.slice(0, NOTE_PREVIEW_LENGTH)}…` : n.note}
                </Text>
              </div>
            ))}
            <Group gap="md">
              <Anchor component={Link} to={`${base}/notes`} size="sm">
                <Trans>All notes</Trans>
              </Anchor>
              <Anchor component={Link} to="/admin/reminders" size="sm">
                <Trans>Reminders</Trans>
              </Anchor>
            </Group>
          </Stack>
        )}
      </CardShell>

      <ComingSoon
        title={t`Pre-Market Checklist`}
        items={[t`Confirm tent weights`, t`Post signage`, t`Check restrooms`]}
      />
      <ComingSoon title={t`New Vendors`} items={[t`Welcome packet`, t`Orientation walk-through`]} />
    </SimpleGrid>
  );
}

/** Spec 2 §2.2: disabled placeholders with fixed sample content. */
function ComingSoon({ title, items }: { title: string; items: string[] }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} aria-disabled="true" opacity={0.6}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Badge color="gray">
            <Trans>Coming Soon</Trans>
          </Badge>
        </Group>
        {items.map((i) => (
          <Text key={i} size="sm" c="dimmed">
            {i}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
