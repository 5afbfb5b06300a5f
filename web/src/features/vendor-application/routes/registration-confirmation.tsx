import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { VENDOR_MSG } from '@/i18n/shared/vendor-messages';
import { IconCheck } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { publicPaths as paths } from '@/config/public-paths';
import { usePageTitle } from '@/hooks/use-page-title';

/** Spec 1 §2.7: after a successful application. */
export function RegistrationConfirmationRoute() {
  const { t } = useLingui();
  usePageTitle(t`Application Received`);
  return (
    <PageContainer size="sm">
      <Card withBorder padding="xl">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconCheck size={30} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {VENDOR_MSG.confirmationHeading}
          </Title>
          <Text>
            <Trans>Your application has been received and will be reviewed by the market team.</Trans>
          </Text>
          <Text c="dimmed">
            <Trans>
              We will contact you about approval and next steps. Once approved, you will get an e-mail with a link to
              set your password.
            </Trans>
          </Text>
          <Button component={Link} to={paths.login} size="md">
            <Trans>Continue to Login</Trans>
          </Button>
        </Stack>
      </Card>
    </PageContainer>
  );
}
