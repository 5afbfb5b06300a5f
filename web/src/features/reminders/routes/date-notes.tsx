import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import type { DateNote } from '@shared/schemas/reminders';
import { ListEmpty, ListLoading } from '@/components/admin-list/list-states';
import { MarketDateNav } from '@/components/market-date/market-date-nav';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { REMINDERS_MSG } from '@/i18n/shared/reminders-messages';
import { paths } from '@/config/paths';
import { formatMarketDate } from '@/lib/format-date';
import { relativeDays } from '@/lib/relative-days';
import { useDateNotes } from '../api/date-notes';

const REMINDERS_PATH = '/admin/reminders';

function NoteCard({ note }: { note: DateNote }) {
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs">
            <Anchor component={Link} to={paths.vendorDetails(note.vendorId)} fw={700}>
              {note.vendorName}
            </Anchor>
            {note.isReminder && (
              <Badge variant="light" color="blue">
                {REMINDERS_MSG.reminderBadge}
              </Badge>
            )}
          </Group>
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={note.isReminder ? REMINDERS_PATH : paths.vendorDetails(note.vendorId)}
          >
            {note.isReminder ? REMINDERS_MSG.viewReminder : REMINDERS_MSG.viewVendor}
          </Button>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {note.note}
        </Text>
        {note.reminderDate && (
          <Text size="sm" c="dimmed">
            {formatMarketDate(note.reminderDate)}
            {note.daysUntilReminder !== null && ` (${relativeDays(note.daysUntilReminder)})`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** /date/{id}/notes (spec 2 §2.6): the vendor notes of a market date, up to 100. */
export function DateNotesRoute() {
  const { t } = useLingui();
  usePageTitle(REMINDERS_MSG.notesTitle);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const type = params.get('type');
  const notes = useDateNotes(id, type && type !== 'all' ? type : null);
  const back = `/date/${encodeURIComponent(id)}`;

  let body;
  if (notes.isPending) body = <ListLoading label={t`Loading vendor notes`} />;
  else if (notes.isError)
    body = (
      <Alert color="red" variant="light" icon={<IconAlert />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{REMINDERS_MSG.notesLoadFailed}</Text>
          <Button size="xs" variant="default" onClick={() => void notes.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  else if (notes.data.notes.length === 0) body = <ListEmpty text={REMINDERS_MSG.notesEmpty} />;
  else
    body = (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t({ message: 'Vendor notes', context: 'date notes' })}
      >
        {notes.data.notes.map((n) => (
          <NoteCard key={n.id} note={n} />
        ))}
      </Stack>
    );

  return (
    <PageContainer size="lg">
      <Stack gap="md">
        <Anchor component={Link} to={back} size="sm">
          <Trans>← Back to the dashboard</Trans>
        </Anchor>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {notes.data
            ? `${REMINDERS_MSG.notesTitle} — ${formatMarketDate(notes.data.marketDate.date)}`
            : REMINDERS_MSG.notesTitle}
        </Title>
        <MarketDateNav marketDateId={id} current="notes" />
        {body}
      </Stack>
    </PageContainer>
  );
}
