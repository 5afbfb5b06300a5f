import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { VENDOR_MSG } from '@/i18n/shared/vendor-messages';
import { IconAlert } from '@/components/ui/icons';
import { PageContainer } from '@/components/ui/page-container';
import { publicPaths as paths } from '@/config/public-paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApplicationForm } from '../components/application-form';
import { ApplicationInfo } from '../components/application-info';

/** Spec 1 §2.7: /vendor/new-apply. */
export function NewApplyRoute() {
  const { t } = useLingui();
  usePageTitle(t`Vendor Application`);
  return (
    <PageContainer size="md">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{VENDOR_MSG.applyHeading}</Title>
          <Text c="dimmed">
            <Trans>Sell your produce, food or crafts at our Sunday market. Here is how it works:</Trans>
          </Text>
          <List type="ordered" size="sm" spacing={4}>
            <List.Item>
              <Trans>Tell us about your business below and submit the application.</Trans>
            </List.Item>
            <List.Item>
              <Trans>The market team reviews it, usually within a week.</Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Once approved, you receive an e-mail with a link to set your password, then you can sign in and request
                space for market dates.
              </Trans>
            </List.Item>
          </List>
        </Stack>

        <Alert color="yellow" variant="light" icon={<IconAlert />} title={VENDOR_MSG.alreadyRegisteredTitle}>
          <Trans>
            If your business already sells at the market, please{' '}
            <Anchor component={Link} to={paths.auth} fw={600}>
              log in
            </Anchor>{' '}
            instead of applying again.
          </Trans>
        </Alert>

        <Card withBorder padding="lg">
          <ApplicationForm />
        </Card>

        <ApplicationInfo />
      </Stack>
    </PageContainer>
  );
}
