import { Badge, Button, Group, NumberInput, PasswordInput, Select, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { SETUP_MSG } from '@shared/market-setup-messages';
import type { SettingKey, SystemSetting } from '@shared/schemas/settings';
import { SETTING_DEFINITIONS } from '@shared/schemas/settings';
import { centsToDollars, dollarsToCents, MoneyInput } from '@/components/admin-list/money-input';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useUpdateSetting } from '../api/system-settings';

/** Every IANA zone the browser knows, for the time-zone picker. */
const TIME_ZONES: string[] = (() => {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
})();

/** The input for one setting, by its kind; booleans save as they are switched, the others with Save. */
export function SettingEditor({ setting }: { setting: SystemSetting & { key: SettingKey } }) {
  const definition = SETTING_DEFINITIONS[setting.key];
  const update = useUpdateSetting();
  const [draft, setDraft] = useState<string | number | ''>(() => {
    if (definition.kind === 'cents') return centsToDollars(setting.value as number);
    if (definition.kind === 'password') return '';
    return (setting.value as string | number | null) ?? '';
  });
  const [error, setError] = useState<string | undefined>();

  const saveValue = (value: unknown, after?: () => void) =>
    update.mutate(
      { key: setting.key, value },
      {
        onSuccess: () => {
          setError(undefined);
          notify.success(SETUP_MSG.settingSaved, definition.label);
          after?.();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );

  const saveButton = (value: unknown, label = 'Save', after?: () => void) => (
    <Button
      onClick={() => saveValue(value, after)}
      loading={update.isPending}
      aria-label={`${label} ${definition.label}`}
    >
      {label}
    </Button>
  );

  switch (definition.kind) {
    case 'boolean':
      return (
        <Switch
          label={definition.label}
          checked={setting.value === true}
          disabled={update.isPending}
          error={error}
          onChange={(e) => saveValue(e.currentTarget.checked)}
        />
      );
    case 'timeZone':
      return (
        <Group align="flex-end" gap="sm">
          <Select
            label={definition.label}
            searchable
            data={TIME_ZONES.includes(String(draft)) || !draft ? TIME_ZONES : [String(draft), ...TIME_ZONES]}
            value={String(draft)}
            onChange={(v) => setDraft(v ?? '')}
            error={error}
            w={{ base: '100%', sm: 320 }}
            allowDeselect={false}
          />
          {saveButton(draft)}
        </Group>
      );
    case 'cents':
      return (
        <Group align="flex-end" gap="sm">
          <MoneyInput
            label={definition.label}
            value={draft}
            onChange={(v) => setDraft(v === '' ? '' : Number(v))}
            error={error}
            w={{ base: '100%', sm: 200 }}
          />
          {saveButton(dollarsToCents(draft) ?? 0)}
        </Group>
      );
    case 'days':
      return (
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={definition.label}
            min={0}
            allowDecimal={false}
            value={draft}
            onChange={(v) => setDraft(v === '' ? '' : Number(v))}
            error={error}
            w={{ base: '100%', sm: 200 }}
          />
          {saveButton(draft === '' ? null : draft)}
        </Group>
      );
    case 'password':
      return (
        <Group align="flex-end" gap="sm">
          <PasswordInput
            label={definition.label}
            description={
              <Group gap={6} component="span">
                <Text span size="xs">
                  Currently:
                </Text>
                {setting.isSet ? (
                  <Badge size="xs" variant="light">
                    Password set
                  </Badge>
                ) : (
                  <Badge size="xs" variant="light" color="gray">
                    No password
                  </Badge>
                )}
              </Group>
            }
            placeholder="New password"
            autoComplete="new-password"
            value={String(draft)}
            onChange={(e) => setDraft(e.currentTarget.value)}
            error={error}
            w={{ base: '100%', sm: 280 }}
          />
          {saveButton(draft, 'Set', () => setDraft(''))}
          {setting.isSet && (
            <Button variant="default" color="red" onClick={() => saveValue('')} loading={update.isPending}>
              Clear password
            </Button>
          )}
        </Group>
      );
  }
}
