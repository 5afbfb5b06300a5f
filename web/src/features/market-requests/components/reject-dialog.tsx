import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';

export type RejectAs = 'skip' | 'cancel';

/**
 * Reject (spec 3 §4): the admin chooses "Skip Date" or "Cancel Date" and may give a reason. Back is focused first,
 * so a stray Enter rejects nothing; while the call runs both choices wait.
 */
export function RejectDialog(props: {
  /** Whose request(s): a vendor's name, or "3 selected requests". */
  subject: string | null;
  pending: RejectAs | null;
  onReject: (as: RejectAs, reason: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const opened = props.subject !== null;
  useEffect(() => {
    if (opened) setReason('');
  }, [opened]);
  const busy = props.pending !== null;
  const send = (as: RejectAs) => props.onReject(as, reason.trim() || null);
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && props.onClose()}
      title={`${REQUESTS_MSG.reject} — ${props.subject ?? ''}`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Skip Date marks the date as skipped; Cancel Date cancels the request. Either can be reopened later.
          </Trans>
        </Text>
        <Textarea
          label={t`Reason (optional)`}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={1000}
          minRows={3}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={busy} data-autofocus>
            <Trans>Back</Trans>
          </Button>
          <Button
            color="yellow"
            loading={props.pending === 'skip'}
            disabled={props.pending === 'cancel'}
            onClick={() => send('skip')}
          >
            {REQUESTS_MSG.skipDate}
          </Button>
          <Button
            color="red"
            loading={props.pending === 'cancel'}
            disabled={props.pending === 'skip'}
            onClick={() => send('cancel')}
          >
            {REQUESTS_MSG.cancelDate}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
