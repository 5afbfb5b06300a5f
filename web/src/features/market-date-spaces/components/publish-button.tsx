import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useGuardedSubmit } from '@/hooks/use-guarded-mutate';
import { SPACES_MSG } from '@/i18n/shared/spaces-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { usePublishSpaces } from '../api/publish-spaces';

/**
 * Publish (spec 2 §4): sends every assigned vendor their space. Disabled and reading 'Published' once the date is
 * published; 'Space #s Published' after a publish in this session.
 */
export function PublishButton({
  marketDateId,
  dateLabel,
  publishedAt,
}: {
  marketDateId: string;
  dateLabel: string;
  publishedAt: string | null;
}) {
  const { t } = useLingui();
  const publish = usePublishSpaces(marketDateId);
  const publishOnce = useGuardedSubmit(publish);
  const [confirming, setConfirming] = useState(false);
  const publishedNow = publish.isSuccess;
  const label = publishedNow ? SPACES_MSG.publishedInSession : publishedAt ? SPACES_MSG.published : SPACES_MSG.publish;

  function run() {
    publishOnce(
      {},
      {
        onSuccess: ({ sentCount }) => {
          setConfirming(false);
          notify.success(SPACES_MSG.publishSuccessTitle, SPACES_MSG.publishSuccessText(sentCount));
        },
        onError: (error) => {
          setConfirming(false);
          notify.error(t`Error`, errorMessage(error));
        },
      },
    );
  }

  return (
    <>
      <Button onClick={() => setConfirming(true)} disabled={publishedNow || !!publishedAt} loading={publish.isPending}>
        {label}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Publish space assignments`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Publishing the layout for {dateLabel} sends each assigned vendor their space by e-mail (and by text where
              they chose texts). It is done once.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={run} loading={publish.isPending}>
              <Trans>Publish now</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
