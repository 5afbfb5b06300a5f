import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import type { SettingKey, SystemSetting } from '@shared/schemas/settings';
import { SETTING_DEFINITIONS, settingValueSchema } from '@shared/schemas/settings';
import { MoneyInput } from '@/components/form/money-input';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useUpdateSetting } from '../api/system-settings';
import { SETTING_TEXT } from './setting-text';
import { TenderListSetting } from './tender-list-setting';

/** Every IANA zone the browser knows, for the time-zone picker. */
const TIME_ZONES: string[] = (() => {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
})();

type Setting = SystemSetting & { key: SettingKey };

/** Booleans save as they are switched. */
function BooleanSetting({ setting }: { setting: Setting }) {
  const { i18n } = useLingui();
  const label = i18n._(SETTING_TEXT[setting.key].label);
  const update = useUpdateSetting();
  const mutate = useGuardedMutate(update);
  const [error, setError] = useState<string | undefined>();
  return (
    <Switch
      label={label}
      checked={setting.value === true}
      disabled={update.isPending}
      error={error}
      onChange={(e) =>
        mutate(
          { key: setting.key, value: e.currentTarget.checked },
          {
            onSuccess: () => {
              setError(undefined);
              notify.success(SETUP_MSG.settingSaved, label);
            },
            onError: (failure) => setError(errorMessage(failure)),
          },
        )
      }
    />
  );
}

/** The other kinds: one field checked by the setting's own rule, then Save (or Set / Clear for the password). */
function ValueSetting({ setting }: { setting: Setting }) {
  const { t, i18n } = useLingui();
  const definition = SETTING_DEFINITIONS[setting.key];
  const label = i18n._(SETTING_TEXT[setting.key].label);
  const schema = useMemo(() => settingValueSchema(setting.key), [setting.key]);
  const form = useSchemaForm(schema, {
    // A value the server does not hold yet (null) shows as empty; the rule then asks for one.
    initialValues: { value: (definition.kind === 'password' ? '' : setting.value) as string | number | boolean },
  });
  const update = useUpdateSetting();
  const mutate = useGuardedMutate(update);

  const save = (value: unknown, after?: () => void) =>
    mutate(
      { key: setting.key, value },
      {
        onSuccess: () => {
          notify.success(SETUP_MSG.settingSaved, label);
          after?.();
        },
        onError: (failure) => form.setFieldError('value', errorMessage(failure)),
      },
    );
  const submit = form.onSubmit(({ value }) =>
    save(value, () => {
      if (definition.kind === 'password') form.reset();
    }),
  );
  const saveLabel = definition.kind === 'password' ? t`Set` : t`Save`;
  const field = form.getInputProps('value');

  let input;
  switch (definition.kind) {
    case 'timeZone': {
      const current = String(form.values.value ?? '');
      input = (
        <Select
          label={label}
          searchable
          data={TIME_ZONES.includes(current) || !current ? TIME_ZONES : [current, ...TIME_ZONES]}
          w={{ base: '100%', sm: 320 }}
          allowDeselect={false}
          {...field}
        />
      );
      break;
    }
    case 'cents':
      input = <MoneyInput label={label} w={{ base: '100%', sm: 200 }} {...field} />;
      break;
    case 'days':
      input = (
        <NumberInput label={label} min={0} allowDecimal={false} w={{ base: '100%', sm: 200 }} {...field} />
      );
      break;
    case 'text':
      input = (
        <Textarea
          label={label}
          description={i18n._(SETTING_TEXT[setting.key].description)}
          rows={3}
          w={{ base: '100%', sm: 480 }}
          {...field}
        />
      );
      break;
    case 'line':
      input = <TextInput label={label} maxLength={500} w={{ base: '100%', sm: 480 }} {...field} />;
      break;
    case 'password':
      input = (
        <PasswordInput
          label={label}
          // The description is a paragraph: only inline content (spans) may sit inside it.
          description={
            <Group gap={6} component="span">
              <Text span size="xs">
                <Trans>Currently:</Trans>
              </Text>
              <Badge component="span" size="xs" variant="light" color={setting.isSet ? undefined : 'gray'}>
                {setting.isSet ? t`Password set` : t`No password`}
              </Badge>
            </Group>
          }
          placeholder={t`New password`}
          autoComplete="new-password"
          w={{ base: '100%', sm: 280 }}
          {...field}
        />
      );
      break;
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        {input}
        <Button type="submit" loading={update.isPending} aria-label={t`${saveLabel} ${label}`}>
          {saveLabel}
        </Button>
        {definition.kind === 'password' && setting.isSet && (
          <Button variant="default" color="red" onClick={() => save('')} loading={update.isPending}>
            <Trans>Clear password</Trans>
          </Button>
        )}
      </Group>
    </form>
  );
}

/** The input for one setting, by its kind. */
export function SettingEditor({ setting }: { setting: Setting }) {
  const kind = SETTING_DEFINITIONS[setting.key].kind;
  if (kind === 'tenders') return <TenderListSetting setting={setting} />;
  return kind === 'boolean' ? <BooleanSetting setting={setting} /> : <ValueSetting setting={setting} />;
}
