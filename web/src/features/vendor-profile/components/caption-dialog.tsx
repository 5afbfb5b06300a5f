import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

/** Spec 3 §5: a caption is asked for each upload and may be left empty. */
export function CaptionDialog(props: {
  file: File | null;
  uploading: boolean;
  onUpload: (caption: string) => void;
  onCancel: () => void;
}) {
  const [caption, setCaption] = useState('');
  const close = () => {
    setCaption('');
    props.onCancel();
  };
  return (
    <Modal opened={!!props.file} onClose={close} title={t`Add a caption`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onUpload(caption.trim());
          setCaption('');
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {props.file?.name}
          </Text>
          <TextInput
            label={t`Caption`}
            description={t`Optional`}
            value={caption}
            maxLength={200}
            onChange={(event) => setCaption(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={props.uploading}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={props.uploading}>
              <Trans>Upload</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
