import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MISSING_DOCUMENTS_CODE, OVERRIDE_REASON_MAX, REQUIRED_DOCUMENTS_MSG } from '@/i18n/shared/required-documents';
import { IconAlert } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';

/** The server's "Missing required documents: …" when that alone stood in the way of an approval or assignment. */
export function missingDocumentsRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { code?: unknown } | undefined;
  return body?.code === MISSING_DOCUMENTS_CODE ? error.message : null;
}

/**
 * What the approve and assign dialogs show when the vendor lacks a document the market requires to sell: the
 * message, and a way to go ahead anyway with a reason, which the request's audit log keeps.
 */
export function MissingDocumentsOverride(props: {
  message: string;
  actionLabel: string;
  pending: boolean;
  onOverride: (reason: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const go = () => {
    if (!reason.trim()) setError(REQUIRED_DOCUMENTS_MSG.reasonRequired);
    else props.onOverride(reason.trim());
  };
  return (
    <Stack gap="sm">
      <Alert color="orange" variant="light" icon={<IconAlert />} title={t`Documents required to sell`}>
        {props.message}
      </Alert>
      <Textarea
        label={REQUIRED_DOCUMENTS_MSG.reasonLabel}
        required
        rows={2}
        maxLength={OVERRIDE_REASON_MAX}
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
      />
      <Group justify="flex-end">
        {props.onCancel && (
          <Button variant="default" onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button color="orange" loading={props.pending} onClick={go}>
          {props.actionLabel}
        </Button>
      </Group>
    </Stack>
  );
}
