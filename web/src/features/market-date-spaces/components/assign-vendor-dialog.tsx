import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { assignVendorFormSchema, type AssignmentData, type SpaceListItem } from '@shared/schemas/spaces';
import { REQUIRED_DOCUMENTS_MSG } from '@/i18n/shared/required-documents';
import { useState } from 'react';
import {
  MissingDocumentsOverride,
  missingDocumentsRefusal,
} from '@/components/required-documents/missing-documents-override';
import { LoadMore } from '@/components/admin-list/load-more';
import { IconAlert } from '@/components/ui/icons';
import { VENDOR_SEARCH_PAUSE_MS } from '@/components/vendor-search/admin-vendor-search';
import { CapacityOverrideFields, PLACEMENT_TEXT } from '@/components/waitlist/capacity-override';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { SPACES_MSG } from '@/i18n/shared/spaces-messages';
import { WAITLIST_MSG } from '@/i18n/shared/waitlist-messages';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useAssignVendor } from '../api/assign-vendor';
import { useAssignmentData } from '../api/get-assignment-data';

const REQUEST_LABEL: Record<string, MessageDescriptor> = {
  requested: msg`(requested)`,
  approved: msg`(approved)`,
  confirmed: msg`(confirmed)`,
};

type Choice = AssignmentData['unassignedVendors'][number];

function requestLabel(i18n: I18n, status: Choice['requestStatus']) {
  if (!status) return i18n._(msg`(no request)`);
  const label = REQUEST_LABEL[status];
  return label ? i18n._(label) : `(${status})`;
}

/** A choice as the dropdown shows it: name, request, and the vendor's default area. */
const labelOf = (i18n: I18n, c: Choice, areaNames: ReadonlyMap<string, string>) =>
  [
    c.vendor.name,
    requestLabel(i18n, c.requestStatus),
    c.vendor.defaultAreaId ? `· ${areaNames.get(c.vendor.defaultAreaId) ?? ''}` : '',
  ]
    .filter(Boolean)
    .join(' ')
    .trim();

/** 'Assign Vendor to Space {label}': a vendor without a space on this date, optionally as their default space. */
export function AssignVendorDialog(props: { space: SpaceListItem | null; marketDateId: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={!!props.space}
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={props.space ? SPACES_MSG.assignTitle(props.space.label) : ''}
      size="md"
    >
      {props.space && <AssignVendorForm key={props.space.id} {...props} space={props.space} />}
    </Modal>
  );
}

function AssignVendorForm({
  space,
  marketDateId,
  onClose,
}: {
  space: SpaceListItem;
  marketDateId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  // The vendors come a page at a time ("Load more"); typing searches them on the server, after a pause.
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<{ choice: Choice; label: string } | null>(null);
  // Choosing a vendor puts its label in the box: that is not a search.
  const [q] = useDebouncedValue(picked && term === picked.label ? '' : term.trim(), VENDOR_SEARCH_PAUSE_MS);
  const data = useAssignmentData(marketDateId, space.areaId, true, q);
  const assign = useAssignVendor(marketDateId);
  const assignOnce = useGuardedMutate(assign);
  const [missingDocuments, setMissingDocuments] = useState<string | null>(null);
  const form = useSchemaForm(assignVendorFormSchema, {
    // No vendor yet is null, which the schema answers with "Vendor is required".
    initialValues: {
      vendorId: null as unknown as string,
      marketDateId,
      isDefault: false,
      createRequest: true,
      override: false,
      reason: '',
    },
  });

  if (data.isPending) {
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" role="status" aria-label={t`Loading vendors`} />
      </Group>
    );
  }
  if (data.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert />} title={SPACES_MSG.assignmentDataFailed}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(data.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void data.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }

  const areaNames = new Map(data.data.areas.map((a) => [a.id, a.name]));
  const found = data.data.unassignedVendors;
  // The chosen vendor stays a choice while another search shows other vendors.
  const choices =
    picked && !found.some((c) => c.vendor.id === picked.choice.vendor.id) ? [picked.choice, ...found] : found;
  const chosen = choices.find((c) => c.vendor.id === form.values.vendorId);
  const vendorInput = form.getInputProps('vendorId');
  const needsRequest = !!chosen && !chosen.requestStatus;

  const creates = needsRequest && form.values.createRequest;
  const send = ({ override, reason, ...body }: typeof form.values, overrideReason?: string) =>
    assignOnce(
      // The request is created only for a vendor who has none; the box is not even shown otherwise.
      {
        spaceId: space.id,
        body: {
          ...body,
          createRequest: creates,
          ...(overrideReason ? { overrideReason } : {}),
          // On a full date a created request waits, unless the admin places the vendor over the limit with a reason.
          ...(creates && override ? { override, reason: reason.trim() } : {}),
        },
      },
      {
        onSuccess: (answer) => {
          if (answer.placement === 'waitlisted') notify.info(WAITLIST_MSG.waitlisted, PLACEMENT_TEXT.waitlisted);
          else if (answer.placement === 'override') notify.success(SPACES_MSG.vendorAssigned, PLACEMENT_TEXT.override);
          else notify.success(SPACES_MSG.vendorAssigned, SPACES_MSG.vendorAssignedText);
          onClose();
        },
        onError: (error) => {
          // A vendor without the documents required to sell: offer "Assign anyway" with a reason.
          const missing = overrideReason ? null : missingDocumentsRefusal(error);
          if (missing) setMissingDocuments(missing);
          else notify.error(SPACES_MSG.assignFailed, errorMessage(error, SPACES_MSG.assignFailed));
        },
      },
    );
  const submit = form.onSubmit((body) => {
    if (creates && body.override && !body.reason.trim()) {
      form.setFieldError('reason', WAITLIST_MSG.overrideReasonRequired);
      return;
    }
    send(body);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t`Vendor`}
          placeholder={choices.length || q ? t`Choose a vendor` : t`Every approved vendor has a space`}
          searchable
          nothingFoundMessage={t`No vendors found`}
          data={choices.map((c) => ({ value: c.vendor.id, label: labelOf(i18n, c, areaNames) }))}
          {...vendorInput}
          onChange={(id) => {
            vendorInput.onChange(id);
            const choice = choices.find((c) => c.vendor.id === id);
            setPicked(choice ? { choice, label: labelOf(i18n, choice, areaNames) } : null);
          }}
          searchValue={term}
          onSearchChange={setTerm}
          // The server searched already: every answer it gave is shown.
          filter={({ options }) => options}
          rightSection={data.isFetching && !data.isFetchingNextPage ? <Loader size="xs" /> : undefined}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
        />
        <LoadMore list={data} inline />
        <Checkbox
          label={t`Make this the vendor's default space`}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
        />
        {needsRequest && (
          <Checkbox
            label={t`Create an approved request for this date`}
            description={t`This vendor has not requested this market date.`}
            {...form.getInputProps('createRequest', { type: 'checkbox' })}
          />
        )}
        {creates && (
          <CapacityOverrideFields
            override={form.getInputProps('override', { type: 'checkbox' })}
            reason={form.getInputProps('reason')}
          />
        )}
        {missingDocuments ? (
          <MissingDocumentsOverride
            message={missingDocuments}
            actionLabel={REQUIRED_DOCUMENTS_MSG.assignAnyway}
            pending={assign.isPending}
            onCancel={onClose}
            onOverride={(reason) => send(form.values, reason)}
          />
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={assign.isPending}>
              <Trans>Assign</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
