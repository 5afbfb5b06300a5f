import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { apiPath } from '@shared/api-path';
import { isSettingKey, type SettingKey, type SystemSetting } from '@shared/schemas/settings';
import { ListEmpty, ListError, ListLoading } from '@/components/admin-list/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import { EXPORT_MSG } from '@/i18n/shared/export-messages';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { formatInstant } from '@/lib/format-date';
import { useMarketTimeZone } from '@/lib/system-settings';
import { useSystemSettings } from '../api/system-settings';
import { SettingEditor } from '../components/setting-editor';
import { SETTING_TEXT } from '../components/setting-text';

/**
 * /admin/system-settings: rounding, public profiles, the market time zone, late fees and the map password; and the
 * export of all the organisation's data.
 */
export function SystemSettingsRoute() {
  const { t, i18n } = useLingui();
  const timeZone = useMarketTimeZone();
  usePageTitle(t`System Settings`);
  const settings = useSystemSettings();
  const known = (settings.data ?? []).filter((s): s is SystemSetting & { key: SettingKey } => isSettingKey(s.key));

  return (
    <PageContainer size="md">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>
            <Trans>System Settings</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>How the market computes fees, dates and what the public sees.</Trans>
          </Text>
        </Stack>
        {settings.isPending ? (
          <ListLoading label={t`Loading settings`} />
        ) : settings.isError ? (
          <ListError
            title={SETUP_MSG.loadFailed(t`settings`)}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : known.length === 0 ? (
          <ListEmpty text={t`No settings found`} />
        ) : (
          known.map((s) => (
            <Paper key={s.key} withBorder radius="md" p="md" aria-label={s.key} role="group">
              <Stack gap={6}>
                <SettingEditor setting={s} />
                <Text size="sm" c="dimmed">
                  {i18n._(SETTING_TEXT[s.key].description)}
                  {s.updatedAt ? t` · Last changed ${formatInstant(s.updatedAt, timeZone)}` : ''}
                </Text>
              </Stack>
            </Paper>
          ))
        )}
        <Paper withBorder radius="md" p="md" role="group" aria-labelledby="export-all-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="export-all-title">
              {EXPORT_MSG.allTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {EXPORT_MSG.allContents}
            </Text>
            <Group>
              {/* A plain link: the session's cookies go with it, and the answer sends the browser to the file. */}
              <Button component="a" href={apiPath('/api/export')} download variant="default">
                {EXPORT_MSG.allButton}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </PageContainer>
  );
}
