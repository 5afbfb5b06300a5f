import { Alert } from '@mantine/core';
import { IconAlert } from '@/components/ui/icons';
import { errorMessage } from '@/lib/errors';

/** The server's reason a save was refused, shown in the form. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}
