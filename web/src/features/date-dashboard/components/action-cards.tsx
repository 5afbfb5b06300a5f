import { Anchor, Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  expiryDayColor,
  fillBadgeColor,
  NOTE_PREVIEW_LENGTH,
  paymentBadgeVariant,
  publicationStage,
} from '@shared/date-dashboard';
import { formatMarketDay } from '@shared/spaces-messages';
import { formatDate } from '@/lib/format-date';
import { formatWholeDollars } from '@/lib/money';
import { useMarketTimeZone } from '@/lib/system-settings';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/lib/errors';
import { useCard, usePublishLayout } from '../api/date-dashboard';
import { CardShell, Figure } from './card-shell';

const PAYMENT_BADGE = { destructive: 'red', warning: 'orange', secondary: 'gray', success: 'green' } as const;
const EXPIRY_BADGE = { red: 'red', amber: 'orange', blue: 'blue' } as const;
const shortDay = (iso: string) => formatMarketDay(iso).replace(/^\w+, /, '');

export function ActionCards({ id, type }: { id: string; type: string }) {
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

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <CardShell title="Pending Requests" what="pending requests" query={pending}>
        {(d) => (
          <Stack gap="xs">
            <Figure value={d.totalPending} caption="requests waiting for a decision" />
            <Progress value={d.completionPercentage} aria-label="Requests processed" />
            <Text size="sm">
              {d.completionPercentage}% processed · {d.newVendors} new · {d.returningVendors} returning
            </Text>
            <Anchor component={Link} to={`${base}/requests?status=requested${typeQ}`} size="sm">
              Review requests
            </Anchor>
          </Stack>
        )}
      </CardShell>

      <CardShell title="Missing Requests" what="missing requests" query={missing}>
        {(d) => (
          <Stack gap="xs">
            <Figure value={d.totalCount} caption="regular vendors without a request" />
            {d.vendors.map((v) => (
              <Group key={v.id} justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={`/vendor/${encodeURIComponent(v.id)}`} size="sm">
                  {v.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {v.lastAttendedDate ? shortDay(v.lastAttendedDate) : 'N/A'}
                </Text>
              </Group>
            ))}
            <Anchor component={Link} to={`${base}/missing`} size="sm">
              View missing vendors
            </Anchor>
          </Stack>
        )}
      </CardShell>

      <CardShell
        title="Space Assignment"
        what="space assignment"
        query={spaces}
        badge={(d) => <Badge color={fillBadgeColor(d.fillPercentage)}>{d.fillPercentage}% filled</Badge>}
      >
        {(d) => (
          <Stack gap="xs">
            <Figure value={`${d.assignedSpaces} / ${d.totalSpaces}`} caption="spaces assigned" />
            <Progress value={d.fillPercentage} color={fillBadgeColor(d.fillPercentage)} aria-label="Spaces filled" />
            <Text size="sm">
              {d.unassignedSpaces} available · {d.conflictCount} conflicts
            </Text>
            <Group gap="md">
              <Anchor component={Link} to={`${base}/layout`} size="sm">
                Open layout
              </Anchor>
              <Anchor component={Link} to={`${base}/spaces?status=available`} size="sm">
                Available spaces
              </Anchor>
              <Anchor component={Link} to={`${base}/spaces?status=assigned`} size="sm">
                Assigned spaces
              </Anchor>
            </Group>
          </Stack>
        )}
      </CardShell>

      <CardShell
        title="Payment Status"
        what="payment status"
        query={payment}
        badge={(d) => (
          <Badge color={PAYMENT_BADGE[paymentBadgeVariant(d.paymentPercentage)]}>{d.paymentPercentage}% paid</Badge>
        )}
      >
        {(d) => (
          <Stack gap="xs">
            <Figure value={`${d.paidVendors} / ${d.totalVendors}`} caption="vendors paid" />
            <Text size="sm">
              {formatWholeDollars(d.collectedAmount)} collected · {formatWholeDollars(d.outstandingAmount)} outstanding
              of {formatWholeDollars(d.totalAmount)}
            </Text>
            <Group gap="md">
              <Anchor component={Link} to={`${base}/payments?tab=unpaid${typeQ}`} size="sm">
                View unpaid
              </Anchor>
              <Anchor component={Link} to={`${base}/payments?tab=paid${typeQ}`} size="sm">
                View paid
              </Anchor>
            </Group>
          </Stack>
        )}
      </CardShell>

      <CardShell
        title="Publication Status"
        what="publication status"
        query={publication}
        badge={(d) => (
          <Badge color={d.isPublished ? 'green' : d.readyToPublish ? 'blue' : 'gray'}>
            {d.isPublished ? 'Published' : d.readyToPublish ? 'Ready to Publish' : 'Draft'}
          </Badge>
        )}
      >
        {(d) => (
          <Stack gap="xs">
            <Progress value={d.publicationPercentage} aria-label="Publication progress" />
            <Text size="sm">{publicationStage(d.publicationPercentage)}</Text>
            <Text size="sm" c="dimmed">
              {d.assignedSpaces} of {d.totalSpaces} spaces assigned
              {d.publishedAt ? ` · published ${formatDate(d.publishedAt, timeZone)}` : ''}
            </Text>
            <Group gap="md">
              <Button
                size="xs"
                disabled={d.isPublished || !d.readyToPublish || publish.isPending}
                loading={publish.isPending}
                onClick={() =>
                  publish.mutate(undefined, {
                    onSuccess: () => notify.success('Layout Published', 'Vendors can now see their spaces.'),
                    onError: (err) => notify.error('Publication Failed', errorMessage(err)),
                  })
                }
              >
                {d.isPublished ? 'Published' : 'Publish Layout'}
              </Button>
              <Anchor component={Link} to={`${base}/layout`} size="sm">
                Open layout
              </Anchor>
            </Group>
          </Stack>
        )}
      </CardShell>

      <CardShell title="Expiring Documents" what="expiring documents" query={documents}>
        {(d) => (
          <Stack gap="xs">
            <Figure value={d.totalCount} caption="documents expiring within 7 days" />
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
                  {doc.daysUntilExpiry} days
                </Badge>
              </Group>
            ))}
            <Anchor component={Link} to="/admin/documents?filter=expiring" size="sm">
              Review documents
            </Anchor>
          </Stack>
        )}
      </CardShell>

      <CardShell title="Vendor Notes" what="vendor notes" query={notes}>
        {(d) => (
          <Stack gap="xs">
            <Figure value={d.totalCount} caption="notes for this date" />
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
                All notes
              </Anchor>
              <Anchor component={Link} to="/admin/reminders" size="sm">
                Reminders
              </Anchor>
            </Group>
          </Stack>
        )}
      </CardShell>

      <ComingSoon title="Pre-Market Checklist" items={['Confirm tent weights', 'Post signage', 'Check restrooms']} />
      <ComingSoon title="New Vendors" items={['Welcome packet', 'Orientation walk-through']} />
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
          <Badge color="gray">Coming Soon</Badge>
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
