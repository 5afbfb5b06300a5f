import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';
import { capacityOverrideSchema, overrideOf } from '@shared/schemas/waitlist';
import { CapacityOverrideFields } from '@/components/waitlist/capacity-override';
import { useSchemaForm } from '@/lib/form';

/** Placing over a full date's limit, with the reason the audit log keeps; null leaves the vendor to the waitlist. */
export type ReopenOverride = { reason: string } | null;

/**
 * Reopen (one request or a selection): on a full market date the vendor joins the waitlist, unless the admin places
 * it over the limit with a reason.
 */
export function ReopenDialog(props: {
  /** Whose request(s): a vendor's name, or "3 selected requests". */
  subject: string | null;
  pending: boolean;
  onReopen: (override: ReopenOverride) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const form = useSchemaForm(capacityOverrideSchema, { initialValues: { override: false, reason: '' } });
  const opened = props.subject !== null;
  useEffect(() => {
    if (opened) form.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh form each time it opens
  }, [opened]);
  const submit = form.onSubmit((values) => props.onReopen(overrideOf(values)));
  return (
    <Modal
      opened={opened}
      onClose={() => !props.pending && props.onClose()}
      title={`${REQUESTS_MSG.reopen} — ${props.subject ?? ''}`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              The request is asked for again. If the market date is full, the vendor joins its waitlist unless you place
              it over the limit.
            </Trans>
          </Text>
          <CapacityOverrideFields
            override={form.getInputProps('override', { type: 'checkbox' })}
            reason={form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose} disabled={props.pending}>
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" loading={props.pending}>
              {REQUESTS_MSG.reopen}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
