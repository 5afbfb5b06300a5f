import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  ALERT_BODY_MAX,
  ALERT_PRIORITIES,
  ALERT_SUBJECT_MAX,
  vendorAlertInputSchema,
  type AdminVendorAlert,
} from '@shared/schemas/reminders';
import { MarketDateInput } from '@/components/form/market-date-input';
import { useGuardedSubmit } from '@/hooks/use-guarded-mutate';
import { REMINDERS_MSG } from '@/i18n/shared/reminders-messages';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useVendorTypes } from '@/lib/public-catalog';
import { useSaveVendorAlert } from '../api/vendor-alerts';
import { PRIORITY_LABEL } from './priority-labels';
import { VendorsPicker, type PickedVendor } from './vendor-picker';

/** Creates an alert (`editing` null) or edits one; vendor types and vendors left empty mean every vendor. */
export function AlertDialog(props: {
  opened: boolean;
  editing: AdminVendorAlert | null;
  today: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { editing } = props;
  const types = useVendorTypes();
  const [vendors, setVendors] = useState<PickedVendor[]>([]);
  const form = useSchemaForm(vendorAlertInputSchema, {
    initialValues: {
      subject: '',
      body: '',
      startDate: props.today,
      endDate: null as string | null,
      vendorTypeIds: [] as string[],
      vendorIds: [] as string[],
      priority: 'medium' as (typeof ALERT_PRIORITIES)[number],
      isActive: true,
    },
  });
  const save = useSaveVendorAlert();
  const mutate = useGuardedSubmit(save);

  useEffect(() => {
    if (!props.opened) return;
    setVendors(editing ? editing.vendors : []);
    form.setValues({
      subject: editing?.subject ?? '',
      body: editing?.body ?? '',
      startDate: editing?.startDate ?? props.today,
      endDate: editing?.endDate ?? null,
      vendorTypeIds: editing?.vendorTypeIds ?? [],
      vendorIds: editing?.vendorIds ?? [],
      priority: editing?.priority ?? 'medium',
      isActive: editing?.isActive ?? true,
    });
    form.clearErrors();
    // Only when the dialog opens or switches to another alert.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.opened, editing?.id]);

  const submit = form.onSubmit((body) =>
    mutate(
      { id: editing?.id ?? null, body },
      {
        onSuccess: () => {
          notify.success(REMINDERS_MSG.alertSaved, body.subject);
          props.onClose();
        },
        onError: (error) =>
          notify.error(REMINDERS_MSG.alertSaveFailed, errorMessage(error, REMINDERS_MSG.alertSaveFailed)),
      },
    ),
  );

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={editing ? REMINDERS_MSG.editAlert : REMINDERS_MSG.newAlert}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t`Subject`} required maxLength={ALERT_SUBJECT_MAX} {...form.getInputProps('subject')} />
          <Textarea
            label={t`Body`}
            description={t`A new line starts a new paragraph.`}
            required
            rows={4}
            maxLength={ALERT_BODY_MAX}
            {...form.getInputProps('body')}
          />
          <Group grow align="flex-start">
            <MarketDateInput
              label={t`Start date`}
              required
              timeZone={props.timeZone}
              {...form.getInputProps('startDate')}
            />
            <MarketDateInput
              label={t`End date`}
              description={t`Optional`}
              clearable
              timeZone={props.timeZone}
              {...form.getInputProps('endDate')}
            />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="alert-priority-label">
              <Trans>Priority</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="alert-priority-label"
              data={ALERT_PRIORITIES.map((p) => ({ value: p, label: i18n._(PRIORITY_LABEL[p]) }))}
              {...form.getInputProps('priority')}
            />
          </Stack>
          <MultiSelect
            label={t`Vendor types`}
            description={t`Leave empty for every type`}
            data={(types.data ?? []).map((type) => ({ value: type.id, label: type.label }))}
            clearable
            {...form.getInputProps('vendorTypeIds')}
          />
          <VendorsPicker
            label={t`Vendors`}
            description={t`Leave empty for every vendor (or every vendor of the types above)`}
            value={vendors}
            onChange={(picked) => {
              setVendors(picked);
              form.setFieldValue(
                'vendorIds',
                picked.map((v) => v.id),
              );
            }}
          />
          <Checkbox
            label={t({ message: 'Active', context: 'vendor alert' })}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
