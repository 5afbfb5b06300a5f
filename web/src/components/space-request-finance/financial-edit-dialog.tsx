import {
  Alert,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';
import { financialEditSchema, type SpaceRequestDetail } from '@shared/schemas/space-requests';
import { MoneyInput, RateInput } from '@/components/form/money-input';
import { TenderSplitFields } from '@/components/form/tender-split-fields';
import { IconAlert } from '@/components/ui/icons';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { isApiStatus, errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { formatMarketDate } from '@/lib/format-date';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useSalesTenders } from '@/lib/system-settings';
import { useRecalculate, useRoundCents, useSaveFinancials, useSpaceRequest } from './api';
import { calculate, financialValues, toFinancialEdit } from './financial-form';
import { WaiveFeeButtons } from './waive-fee';
import { spaceDisplayIn } from '@/lib/space-display';

/** A calculated amount: shown, never typed. */
function ReadOnlyAmount({ label, cents, description }: { label: string; cents: number; description?: string }) {
  return <TextInput label={label} description={description} value={formatDollars(cents)} readOnly variant="filled" />;
}

function FinancialForm(props: {
  request: SpaceRequestDetail;
  roundCents: boolean;
  onClose: () => void;
  onChanged?: () => void;
  onConflict: (message: string | null) => void;
}) {
  const { request, roundCents, onClose, onChanged, onConflict } = props;
  const { t } = useLingui();
  const form = useSchemaForm(financialEditSchema, {
    initialValues: financialValues(request),
    toInput: (values) => toFinancialEdit(values, request, roundCents),
  });
  const calculated = calculate(form.values, request, roundCents);
  const tenders = useSalesTenders();
  const save = useSaveFinancials(request);
  const recalculate = useRecalculate(request);
  const saveOnce = useGuardedMutate(save);
  const recalculateOnce = useGuardedMutate(recalculate);
  const busy = save.isPending || recalculate.isPending;

  const submit = form.onSubmit((body) => {
    onConflict(null);
    saveOnce(body, {
      onSuccess: () => {
        notify.success(REQUESTS_MSG.requestUpdated, `${request.vendorName}, ${formatMarketDate(request.marketDate)}`);
        onChanged?.();
        onClose();
      },
      onError: (error) => {
        // Somebody else changed the request since the form opened: say so; the form reloads with their values.
        if (isApiStatus(error, 409)) onConflict(errorMessage(error, REQUESTS_MSG.requestChanged));
        // A split by tender that does not add up is shown under the split as well.
        if (isApiStatus(error, 400) && (error.body as { field?: string } | undefined)?.field === 'salesByTender') {
          form.setFieldError('salesByTender', errorMessage(error));
        }
        notify.error(REQUESTS_MSG.requestUpdateFailed, errorMessage(error, REQUESTS_MSG.requestUpdateFailed));
      },
    });
  });

  const doRecalculate = () => {
    onConflict(null);
    recalculateOnce(undefined, {
      onSuccess: () => {
        notify.success(
          REQUESTS_MSG.requestRecalculated,
          `${request.vendorName}, ${formatMarketDate(request.marketDate)}`,
        );
        onChanged?.();
      },
      onError: (error) =>
        notify.error(REQUESTS_MSG.recalculateFailed, errorMessage(error, REQUESTS_MSG.recalculateFailed)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Tabs defaultValue="financial">
          <Tabs.List>
            <Tabs.Tab value="financial">{REQUESTS_MSG.financialDetails}</Tabs.Tab>
            <Tabs.Tab value="notes">{REQUESTS_MSG.notesTab}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="financial" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <MoneyInput label={t`Base amount`} required {...form.getInputProps('amountBase')} />
              <RateInput label={t`Sales based rate`} required {...form.getInputProps('salesBasedRate')} />
              <MoneyInput label={t`Gross sales`} {...form.getInputProps('grossSales')} />
              <ReadOnlyAmount
                label={t`Sales-based fee`}
                cents={calculated.salesBasedFee}
                description={roundCents ? t`Gross sales × rate, rounded` : t`Gross sales × rate`}
              />
              <MoneyInput label={t`Late cancellation fee`} {...form.getInputProps('lateCancellationFee')} />
              <MoneyInput label={t`Late payment fee`} {...form.getInputProps('amountLatePaymentFee')} />
              <ReadOnlyAmount
                label={t`Amount due`}
                cents={calculated.amountDue}
                description={
                  request.status === 'canceled'
                    ? t`Late fees (cancelled)`
                    : request.status === 'skipped'
                      ? t`Nothing (skipped)`
                      : t`Larger of base and fee, plus late fees`
                }
              />
              <ReadOnlyAmount
                label={t`Amount paid`}
                cents={request.amountPaid}
                description={t`From the recorded payments`}
              />
              <ReadOnlyAmount label={t`Balance`} cents={calculated.amountBalance} description={t`Due minus paid`} />
            </SimpleGrid>
            <Stack mt="md">
              <TenderSplitFields
                tenders={tenders}
                grossSales={form.values.grossSales}
                open={form.values.splitOpen}
                onOpenChange={(open) => form.setFieldValue('splitOpen', open)}
                values={form.values.salesByTender}
                onChange={(values) => form.setFieldValue('salesByTender', values)}
                error={form.errors.salesByTender as string | undefined}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="notes" pt="md">
            <Stack gap="sm">
              <Textarea label={t`Notes`} rows={3} maxLength={1000} {...form.getInputProps('notes')} />
              <Textarea label={t`Pricing notes`} rows={3} maxLength={1000} {...form.getInputProps('pricingNotes')} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={doRecalculate} loading={recalculate.isPending} disabled={busy}>
            {REQUESTS_MSG.recalculate}
          </Button>
          <Group gap="sm">
            <Button variant="subtle" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending} disabled={busy}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Spec 2 §2.7: an admin edits a request's money (in dollars; sent in cents) with the calculated fields following as
 * they type. Used from Space History and the Market Requests screen.
 */
export function FinancialEditDialog(props: {
  requestId: string;
  opened: boolean;
  onClose: () => void;
  /** Called after a save or a recalculation, for screens that hold the amounts under their own keys. */
  onChanged?: () => void;
}) {
  const { requestId, opened, onClose } = props;
  const { t } = useLingui();
  const request = useSpaceRequest(requestId, opened);
  const roundCents = useRoundCents(opened);
  const [conflict, setConflict] = useState<string | null>(null);
  const close = () => {
    setConflict(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Edit Space Request`} size="lg">
      {request.isPending || (opened && roundCents.isPending) ? (
        <Stack gap="sm" aria-label={t`Loading space request`} role="status">
          <Skeleton height={36} />
          <Skeleton height={200} />
        </Stack>
      ) : request.isError ? (
        <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
          {isApiStatus(request.error, 404)
            ? REQUESTS_MSG.requestNotFound
            : errorMessage(request.error, REQUESTS_MSG.requestsLoadFailed)}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {request.data.vendorName} · {formatMarketDate(request.data.marketDate)} · {spaceDisplayIn(request.data.spaceDisplay)}
          </Text>
          <WaiveFeeButtons request={request.data} onChanged={props.onChanged} />
          {conflict && (
            <Alert color="yellow" variant="light" icon={<IconAlert />} role="alert">
              {conflict}
            </Alert>
          )}
          <FinancialForm
            // A new version (a save elsewhere, a recalculation) starts the form again from the stored values.
            key={request.data.updatedAt}
            request={request.data}
            roundCents={roundCents.data ?? false}
            onClose={close}
            onChanged={props.onChanged}
            onConflict={setConflict}
          />
        </Stack>
      )}
    </Modal>
  );
}
