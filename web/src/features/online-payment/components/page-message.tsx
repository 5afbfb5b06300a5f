import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlert } from '@/components/ui/icons';
import { publicPaths as paths } from '@/config/public-paths';

/** A page that has nothing else to show: a link that expired, a failure to load. */
export function PageMessage({ title, text, onRetry }: { title?: string; text: string; onRetry?: () => void }) {
  return (
    <Stack gap="md" align="flex-start" py="lg">
      {title && <Title order={1}>{title}</Title>}
      <Alert color="red" variant="light" icon={<IconAlert />} w="100%">
        <Text>{text}</Text>
      </Alert>
      <Stack gap="xs" align="flex-start">
        {onRetry && (
          <Button variant="light" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        )}
        <Button component={Link} to={paths.home} variant="default">
          <Trans>Return to Home</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}
