import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { MAP_MSG } from '@/i18n/shared/public-map-messages';
import { unlockMapRequestSchema } from '@shared/schemas/public-map';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { errorMessage, isApiStatus } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { useUnlockMap } from '../api/unlock-map';

/**
 * The protected-view dialog. The password goes to the server, which answers with a cookie for this browser
 * session; the map itself is fetched again afterwards.
 */
export function MapPasswordDialog({
  opened,
  onClose,
  marketDateId,
}: {
  opened: boolean;
  onClose: () => void;
  /** The date whose map is asked for: a market with a password of its own checks that one. */
  marketDateId?: string;
}) {
  const { t } = useLingui();
  const form = useSchemaForm(unlockMapRequestSchema, { initialValues: { password: '', marketDateId } });
  const unlock = useUnlockMap({ onSuccess: onClose });
  const mutate = useGuardedMutate(unlock);

  const submit = form.onSubmit((body) =>
    mutate(body, {
      onError: (e) =>
        form.setFieldError(
          'password',
          isApiStatus(e, 401) ? MAP_MSG.incorrectPassword : errorMessage(e, MAP_MSG.incorrectPassword),
        ),
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={MAP_MSG.protectedTitle} centered>
      <form onSubmit={submit} noValidate aria-label={MAP_MSG.protectedTitle}>
        <Stack gap="md">
          <Text size="sm">{MAP_MSG.protectedText}</Text>
          <PasswordInput
            label={t`Map password`}
            name="map-password"
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={unlock.isPending}>
            <Trans>View Map</Trans>
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
