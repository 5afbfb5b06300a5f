import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SystemSetting } from '@shared/schemas/settings';
import { tenderListSchema } from '@shared/schemas/tenders';
import type { Tender } from '@shared/tenders';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { SETUP_MSG } from '@/i18n/shared/market-setup-messages';
import { translateShared } from '@/i18n/shared-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useUpdateSetting } from '../api/system-settings';
import { SETTING_TEXT } from './setting-text';

/** A code from a name: "Double Up Bucks" → "double_up_bucks". */
const codeOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 30);

/** The tenders customers pay with: name, code and whether the market reimburses it, in the order forms list them. */
export function TenderListSetting({ setting }: { setting: SystemSetting }) {
  const { t, i18n } = useLingui();
  const label = i18n._(SETTING_TEXT.sales_tenders.label);
  const [tenders, setTenders] = useState<Tender[]>(() => (Array.isArray(setting.value) ? setting.value : []));
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateSetting();
  const mutate = useGuardedMutate(update);

  const change = (index: number, patch: Partial<Tender>) =>
    setTenders((list) => list.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (index: number, by: -1 | 1) =>
    setTenders((list) => {
      const next = [...list];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });

  const save = () => {
    const parsed = tenderListSchema.safeParse(tenders);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message && translateShared(message));
      return;
    }
    mutate(
      { key: setting.key, value: parsed.data },
      {
        onSuccess: () => {
          setError(undefined);
          notify.success(SETUP_MSG.settingSaved, label);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {label}
      </Text>
      {tenders.map((tender, index) => {
        const name = tender.label || t`tender`;
        return (
        <Group key={index} gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t`Name`}
            value={tender.label}
            w={{ base: '100%', sm: 220 }}
            onChange={(e) => {
              const label = e.currentTarget.value;
              // A new tender's code follows its name until the admin edits the code.
              change(
                index,
                tender.code === '' || tender.code === codeOf(tender.label) ? { label, code: codeOf(label) } : { label },
              );
            }}
          />
          <TextInput
            label={t`Code`}
            value={tender.code}
            w={{ base: '100%', sm: 160 }}
            onChange={(e) => change(index, { code: e.currentTarget.value })}
          />
          <Switch
            label={t`Reimbursed`}
            checked={tender.reimbursable}
            onChange={(e) => change(index, { reimbursable: e.currentTarget.checked })}
            mb={8}
          />
          <Group gap={4} mb={4}>
            <ActionIcon
              variant="default"
              aria-label={t`Move ${name} up`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={t`Move ${name} down`}
              disabled={index === tenders.length - 1}
              onClick={() => move(index, 1)}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="default"
              color="red"
              aria-label={t`Remove ${name}`}
              onClick={() => setTenders((list) => list.filter((_, i) => i !== index))}
            >
              ✕
            </ActionIcon>
          </Group>
        </Group>
        );
      })}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => setTenders((list) => [...list, { code: '', label: '', reimbursable: false }])}
        >
          <Trans>Add tender</Trans>
        </Button>
        <Button onClick={save} loading={update.isPending} aria-label={t`Save ${label}`}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
