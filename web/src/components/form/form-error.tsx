import { Alert } from '@mantine/core';
import { IconAlert } from '@/components/ui/icons';
import { errorMessage } from '@/lib/errors';

/** Why a form could not be sent: the server's refusal (a taken name, a bad value) or the form's own message. */
export function FormError({ error, fallback }: { error: unknown; fallback?: string }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
      {typeof error === 'string' ? error : errorMessage(error, fallback)}
    </Alert>
  );
}
