import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MAP_MSG } from '@shared/public-map-messages';
import { unlockMapRequestSchema } from '@shared/schemas/public-map';
import { errorMessage, isApiStatus } from '@/lib/errors';
import { useUnlockMap } from '../api/unlock-map';

/**
 * The protected-view dialog. The password goes to the server, which answers with a cookie for this browser
 * session; the map itself is fetched again afterwards.
 */
export function MapPasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const unlock = useUnlockMap({ onSuccess: onClose });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = unlockMapRequestSchema.safeParse({ password });
    if (!parsed.success) {
      setError(MAP_MSG.passwordRequired);
      return;
    }
    setError(null);
    unlock.mutate(parsed.data, {
      onError: (e) =>
        setError(isApiStatus(e, 401) ? MAP_MSG.incorrectPassword : errorMessage(e, MAP_MSG.incorrectPassword)),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={MAP_MSG.protectedTitle} centered>
      <form onSubmit={submit} noValidate aria-label={MAP_MSG.protectedTitle}>
        <Stack gap="md">
          <Text size="sm">{MAP_MSG.protectedText}</Text>
          <PasswordInput
            label="Map password"
            name="map-password"
            autoComplete="current-password"
            data-autofocus
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Button type="submit" loading={unlock.isPending}>
            View Map
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
