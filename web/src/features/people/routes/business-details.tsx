import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Select, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { apiPath } from '@shared/api-path';
import {
  updateVendorFieldSchema,
  type UpdateVendorField,
  type VendorDetails,
  type VendorSettingField,
} from '@shared/schemas/vendor-settings';
import { US_STATES } from '@shared/us-states';
import { IconAlert } from '@/components/ui/icons';
import { formatPhone } from '@/components/vendor-profile/profile-format';
import { usePageTitle } from '@/hooks/use-page-title';
import { EXPORT_MSG } from '@/i18n/shared/export-messages';
import { PEOPLE_MSG } from '@/i18n/shared/people-messages';
import { translateShared } from '@/i18n/shared-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useUpdateVendorField, useVendorDetails } from '../api/people';
import { VendorScopedPage, type VendorScope } from '../components/vendor-scope';

type TextField = Exclude<VendorSettingField, 'autoRequest' | 'autoPayment'>;

const FIELDS: { field: TextField; label: MessageDescriptor; adminOnly?: boolean }[] = [
  { field: 'name', label: msg`Business name`, adminOnly: true },
  { field: 'email', label: msg`Email` },
  { field: 'phone', label: msg`Phone` },
  { field: 'website', label: msg`Website` },
  { field: 'addressLine1', label: msg`Address` },
  { field: 'addressLine2', label: msg`Address line 2` },
  { field: 'city', label: msg`City` },
  { field: 'state', label: msg`State` },
  { field: 'zipCode', label: msg`ZIP code` },
];

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

function shown(vendor: VendorDetails, field: TextField): string {
  const value = vendor[field];
  if (!value) return '—';
  return field === 'phone' ? formatPhone(value) : value;
}

/** One vendor field with its inline edit: the value, or an input with Save and Cancel. */
function FieldRow({
  vendor,
  field,
  label,
  canEdit,
}: {
  vendor: VendorDetails;
  field: TextField;
  label: string;
  canEdit: boolean;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateVendorField(vendor.id);

  const save = () => {
    const parsed = updateVendorFieldSchema.safeParse({ field, value: draft ?? '' });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setError(issue ? translateShared(issue) : PEOPLE_MSG.settingFailed);
      return;
    }
    update.mutate(parsed.data as UpdateVendorField, {
      onSuccess: () => {
        notify.success(PEOPLE_MSG.vendorUpdatedTitle, PEOPLE_MSG.vendorUpdated);
        setDraft(null);
        setError(null);
      },
      onError: (err) => {
        setError(errorMessage(err));
        notify.error(PEOPLE_MSG.profileFailedTitle, errorMessage(err));
      },
    });
  };

  if (draft === null) {
    return (
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{shown(vendor, field)}</Text>
        </Stack>
        {canEdit && (
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={t`Edit ${label}`}
            onClick={() => setDraft(vendor[field] ?? '')}
          >
            <Trans>Edit</Trans>
          </Button>
        )}
      </Group>
    );
  }

  const input =
    field === 'state' ? (
      <Select
        label={label}
        data={STATE_OPTIONS}
        value={draft}
        onChange={(v) => setDraft(v ?? '')}
        searchable
        error={error}
        data-autofocus
      />
    ) : (
      <TextInput
        label={label}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save();
          if (e.key === 'Escape') setDraft(null);
        }}
        error={error}
        type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
        autoFocus
      />
    );
  return (
    <Stack gap="xs">
      {input}
      <Group gap="xs" justify="flex-end">
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => {
            setDraft(null);
            setError(null);
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
        <Button size="compact-sm" loading={update.isPending} onClick={save}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function SettingSwitch({
  vendor,
  field,
  label,
  description,
  canEdit,
}: {
  vendor: VendorDetails;
  field: 'autoRequest' | 'autoPayment';
  label: string;
  description: string;
  canEdit: boolean;
}) {
  const { t } = useLingui();
  const update = useUpdateVendorField(vendor.id);
  return (
    <Switch
      label={label}
      description={description}
      checked={vendor[field]}
      disabled={!canEdit || update.isPending}
      onChange={(e) =>
        update.mutate(
          { field, value: e.currentTarget.checked },
          {
            onSuccess: () =>
              notify.success(PEOPLE_MSG.settingUpdatedTitle, vendor[field] ? t`${label} is off` : t`${label} is on`),
            onError: (err) => notify.error(PEOPLE_MSG.settingFailed, errorMessage(err, PEOPLE_MSG.settingFailed)),
          },
        )
      }
    />
  );
}

function DetailsBody({ vendorId, user, can }: VendorScope) {
  const { t, i18n } = useLingui();
  const vendor = useVendorDetails(vendorId);
  const canEdit = can('vendor.profile.edit');
  if (vendor.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t`Loading business details`}>
        <Skeleton height={320} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (vendor.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert />} title={PEOPLE_MSG.loadVendorFailed}>
        {errorMessage(vendor.error)}
      </Alert>
    );
  }
  const v = vendor.data;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3">
              {v.name}
            </Title>
            <Text size="sm" c="dimmed">
              {v.status === 'APPROVED'
                ? t({ message: 'Approved', context: 'vendor status' })
                : t({ message: 'Pending', context: 'vendor status' })}
            </Text>
          </Group>
          {FIELDS.filter((f) => !f.adminOnly || user.role === 'admin').map((f) => (
            <FieldRow key={f.field} vendor={v} field={f.field} label={i18n._(f.label)} canEdit={canEdit} />
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            <Trans>Settings</Trans>
          </Title>
          <SettingSwitch
            vendor={v}
            field="autoRequest"
            label={t`Auto Request`}
            description={t`Request space for every new market date automatically.`}
            canEdit={canEdit}
          />
          {v.autoPaymentAvailable && (
            <SettingSwitch
              vendor={v}
              field="autoPayment"
              label={t`Auto Payment`}
              description={t`Pay each approved request with the business's default card.`}
              canEdit={canEdit}
            />
          )}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {EXPORT_MSG.vendorTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {EXPORT_MSG.vendorContents}
          </Text>
          <Group>
            {/* A plain link: the session's cookies go with it, and the answer sends the browser to the file. */}
            <Button component="a" href={apiPath('/api/vendors/{id}/export', { id: v.id })} download variant="default">
              {EXPORT_MSG.vendorButton}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

/** /vendor/profile/business-details (spec 3 §2 Business Details and Settings). */
export function BusinessDetailsRoute() {
  const { t } = useLingui();
  usePageTitle(t`Business Details and Settings`);
  return (
    <VendorScopedPage
      title={t`Business Details and Settings`}
      permission="vendor.profile.view"
      deniedText={PEOPLE_MSG.noProfilePermission}
    >
      {(scope) => <DetailsBody {...scope} />}
    </VendorScopedPage>
  );
}
