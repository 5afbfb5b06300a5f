import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { daysUntil } from '@shared/market-time';
import { NOTE_MAX, vendorNoteCreateSchema } from '@shared/schemas/vendor-notes';
import { MarketDateInput } from '@/components/form/market-date-input';
import { IconAlert } from '@/components/ui/icons';
import { useGuardedSubmit } from '@/hooks/use-guarded-mutate';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { formatInstant, formatMarketDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { relativeDays } from '@/lib/relative-days';
import { useMarketTimeZone } from '@/lib/system-settings';
import { useAddVendorNote, useVendorNotes } from '../api/vendor-notes';

/** The section's own words; the spec's (required, load failure) come from REQUESTS_MSG. */
const NOTES_TEXT = {
  noNotes: msg`No notes for this vendor yet.`,
  noteAdded: msg`Note added`,
  addNoteFailed: msg`Failed to add note`,
} as const;

function AddNoteForm({ vendorId, timeZone }: { vendorId: string; timeZone: string }) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm(vendorNoteCreateSchema, { initialValues: { note: '', reminderDate: null } });
  const add = useAddVendorNote(vendorId);
  const mutate = useGuardedSubmit(add);
  const submit = form.onSubmit((body) =>
    mutate(body, {
      onSuccess: () => {
        const day = body.reminderDate ? formatMarketDate(body.reminderDate) : null;
        notify.success(i18n._(NOTES_TEXT.noteAdded), day ? t`Reminder ${day}` : '');
        form.reset();
      },
      onError: (error) => {
        const failed = i18n._(NOTES_TEXT.addNoteFailed);
        notify.error(failed, errorMessage(error, failed));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t`Add a note`}>
      <Stack gap="xs">
        <Textarea label={t`New note`} rows={3} maxLength={NOTE_MAX} required {...form.getInputProps('note')} />
        <Group align="flex-end" gap="sm">
          <MarketDateInput
            label={t`Reminder date`}
            description={t`Optional`}
            clearable
            timeZone={timeZone}
            style={{ flex: 1, minWidth: 180 }}
            {...form.getInputProps('reminderDate')}
          />
          <Button type="submit" loading={add.isPending}>
            <Trans>Add Note</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The vendor's page: the admins' notes on the vendor, newest first, and a form to add one (a reminder if dated). */
export function VendorNotesSection({ vendorId }: { vendorId: string }) {
  const { t, i18n } = useLingui();
  const notes = useVendorNotes(vendorId);
  const timeZone = useMarketTimeZone();
  const now = new Date();
  const reminderBadge = (date: string) => {
    const day = formatMarketDate(date);
    const when = relativeDays(daysUntil(date, now, timeZone));
    return t`Reminder ${day} (${when})`;
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="notes-heading">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="notes-heading">
          <Trans>Notes</Trans>
        </Title>
        {notes.isPending ? (
          <Skeleton height={60} aria-label={t`Loading notes`} role="status" />
        ) : notes.isError ? (
          <Alert color="red" variant="light" icon={<IconAlert />}>
            {REQUESTS_MSG.notesLoadFailed}
          </Alert>
        ) : notes.data.length === 0 ? (
          <Text c="dimmed">{i18n._(NOTES_TEXT.noNotes)}</Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Vendor notes`}>
            {notes.data.map((n) => (
              <Stack key={n.id} component="li" gap={2}>
                <Group gap="xs">
                  <Text size="xs" c="dimmed">
                    {formatInstant(n.createdAt, timeZone)}
                    {n.createdByName ? ` · ${n.createdByName}` : ''}
                  </Text>
                  {n.reminderDate && (
                    <Badge variant="light" color="blue" size="sm">
                      {reminderBadge(n.reminderDate)}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {n.note}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
        <AddNoteForm vendorId={vendorId} timeZone={timeZone} />
      </Stack>
    </Card>
  );
}
