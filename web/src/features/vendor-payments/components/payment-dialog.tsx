import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { PAYMENT_METHODS, PAYMENT_STATUSES, paymentCreateSchema, type PaymentRow } from '@shared/schemas/payments';
import { REQUESTS_MSG } from '@/i18n/shared/request-messages';
import type { SpaceRequestDetail } from '@shared/schemas/space-requests';
import { FormError } from '@/components/form/form-error';
import { MoneyInput } from '@/components/form/money-input';
import { useGuardedSubmit } from '@/hooks/use-guarded-mutate';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { formatMarketDate } from '@/lib/format-date';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { paymentMethodLabel, paymentStatusLabel } from '@/lib/vendor-money';
import { useSavePayment } from '../api';
import { editPaymentValues, newPaymentValues, toPaymentInput } from './payment-form';

/** Built at render: the labels follow the reader's language. */
const methodOptions = () => PAYMENT_METHODS.map((m) => ({ value: m, label: paymentMethodLabel(m) }));
const statusOptions = () => PAYMENT_STATUSES.map((s) => ({ value: s, label: paymentStatusLabel(s) }));

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Sun, Jun 1, 2025 · Approved · $40.00 open". */
const requestOption = (r: SpaceRequestDetail) => {
  const date = formatMarketDate(r.marketDate);
  const status = capitalized(r.status);
  const balance = formatDollars(r.amountBalance);
  return { value: r.id, label: r.amountBalance > 0 ? t`${date} · ${status} · ${balance} open` : `${date} · ${status}` };
};

function PaymentForm(props: {
  vendorId: string;
  payment: PaymentRow | null;
  requests: readonly SpaceRequestDetail[];
  onClose: () => void;
}) {
  const { vendorId, payment, requests, onClose } = props;
  const form = useSchemaForm(paymentCreateSchema, {
    initialValues: payment ? editPaymentValues(payment) : newPaymentValues(),
    toInput: toPaymentInput,
  });
  const save = useSavePayment(vendorId);
  const mutate = useGuardedSubmit(save);

  const options = requests.map(requestOption);
  // An edited payment may sit on a request the list no longer holds; its date still shows.
  if (payment && !options.some((o) => o.value === payment.spaceRequestId)) {
    options.unshift({ value: payment.spaceRequestId, label: formatMarketDate(payment.marketDate) });
  }

  const submit = form.onSubmit(({ spaceRequestId, ...fields }) => {
    if (payment) {
      mutate(
        { paymentId: payment.id, body: fields },
        {
          onSuccess: () => {
            notify.success(REQUESTS_MSG.paymentUpdated, formatDollars(fields.amount));
            onClose();
          },
          onError: (error) =>
            notify.error(REQUESTS_MSG.updatePaymentFailed, errorMessage(error, REQUESTS_MSG.updatePaymentFailed)),
        },
      );
    } else {
      mutate(
        { paymentId: null, body: { spaceRequestId, ...fields } },
        {
          onSuccess: () => {
            notify.success(REQUESTS_MSG.paymentAdded, REQUESTS_MSG.paymentAddedText);
            onClose();
          },
          onError: (error) => notify.error(REQUESTS_MSG.errorTitle, errorMessage(error, REQUESTS_MSG.addPaymentFailed)),
        },
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t`Market date`}
          placeholder={t`Select a market date`}
          required
          data={options}
          disabled={!!payment}
          searchable
          nothingFoundMessage={REQUESTS_MSG.noRequests}
          {...form.getInputProps('spaceRequestId')}
          onChange={(v) => form.setFieldValue('spaceRequestId', v ?? '')}
        />
        <MoneyInput label={t`Amount`} required {...form.getInputProps('amount')} />
        <Group grow align="flex-start">
          <Select label={t`Payment method`} required data={methodOptions()} {...form.getInputProps('paymentMethod')} />
          <Select label={t`Status`} required data={statusOptions()} {...form.getInputProps('status')} />
        </Group>
        <TextInput label={t`Confirmation number`} maxLength={255} {...form.getInputProps('stripePaymentId')} />
        <Textarea label={t`Notes`} rows={2} maxLength={1000} {...form.getInputProps('notes')} />
        <FormError
          error={save.error}
          fallback={payment ? REQUESTS_MSG.updatePaymentFailed : REQUESTS_MSG.addPaymentFailed}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            {payment ? t`Save Payment` : t`Record Payment`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec 3 §5: "Record New Payment" (payment null) or "Edit Payment", for admins. */
export function PaymentDialog(props: {
  vendorId: string;
  opened: boolean;
  payment: PaymentRow | null;
  requests: readonly SpaceRequestDetail[];
  onClose: () => void;
}) {
  const { opened, payment, onClose } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={payment ? REQUESTS_MSG.editPayment : REQUESTS_MSG.recordNewPayment}
      size="md"
    >
      {/* A fresh form each time the dialog opens, on the payment it opened for. */}
      {opened && <PaymentForm key={payment?.id ?? 'new'} {...props} />}
    </Modal>
  );
}
