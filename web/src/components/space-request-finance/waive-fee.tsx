import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { WAIVABLE_FEES, WAIVED_FIELD, type WaivableFee } from '@shared/fee-waiver';
import { waiveFeeSchema } from '@shared/schemas/payments';
import type { SpaceRequestDetail } from '@shared/schemas/space-requests';
import { IconAlert } from '@/components/ui/icons';
import { useGuardedMutate } from '@/hooks/use-guarded-mutate';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { formatMarketDate } from '@/lib/format-date';
import { formatDollars } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useWaiveFee } from './api';

/** The words of shared/fee-waiver.ts's FEE_WAIVER_MSG, in the reader's language. */
function useWaiverWords() {
  const { t } = useLingui();
  return {
    waive: {
      lateCancellation: t`Waive Late Cancellation Fee`,
      latePayment: t`Waive Late Payment Fee`,
      noShow: t`Waive No-show Fee`,
    },
    dialogText: (fee: string) =>
      t`The fee of ${fee} is taken off what the vendor owes. The reason is kept in the audit log.`,
    reasonLabel: t`Reason`,
    confirm: t`Waive Fee`,
    waived: t`Fee waived`,
    waiveFailed: t`Failed to waive fee`,
  };
}

function WaiveFeeDialog(props: {
  request: SpaceRequestDetail;
  fee: WaivableFee;
  onClose: () => void;
  onChanged?: () => void;
}) {
  const { request, fee, onClose } = props;
  const FEE_WAIVER_MSG = useWaiverWords();
  const form = useSchemaForm(waiveFeeSchema, { initialValues: { fee, reason: '' } });
  const waive = useWaiveFee(request);
  const waiveOnce = useGuardedMutate(waive);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit((body) => {
    setFailure(null);
    waiveOnce(body, {
      onSuccess: () => {
        notify.success(FEE_WAIVER_MSG.waived, `${request.vendorName}, ${formatMarketDate(request.marketDate)}`);
        props.onChanged?.();
        onClose();
      },
      onError: (error) => setFailure(errorMessage(error, FEE_WAIVER_MSG.waiveFailed)),
    });
  });

  return (
    <Modal opened onClose={onClose} title={FEE_WAIVER_MSG.waive[fee]}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{FEE_WAIVER_MSG.dialogText(formatDollars(request[WAIVED_FIELD[fee]] ?? 0))}</Text>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
              {failure}
            </Alert>
          )}
          <Textarea
            label={FEE_WAIVER_MSG.reasonLabel}
            required
            rows={3}
            maxLength={1000}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color="red" loading={waive.isPending}>
              {FEE_WAIVER_MSG.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A Waive button per late fee the request carries, each opening the dialog that asks why. */
export function WaiveFeeButtons({ request, onChanged }: { request: SpaceRequestDetail; onChanged?: () => void }) {
  const FEE_WAIVER_MSG = useWaiverWords();
  const [open, setOpen] = useState<WaivableFee | null>(null);
  const fees = WAIVABLE_FEES.filter((f) => (request[WAIVED_FIELD[f]] ?? 0) > 0);
  if (!fees.length) return null;
  return (
    <Group gap="xs">
      {fees.map((f) => (
        <Button key={f} size="xs" variant="light" color="red" onClick={() => setOpen(f)}>
          {`${FEE_WAIVER_MSG.waive[f]} (${formatDollars(request[WAIVED_FIELD[f]] ?? 0)})`}
        </Button>
      ))}
      {open && <WaiveFeeDialog request={request} fee={open} onClose={() => setOpen(null)} onChanged={onChanged} />}
    </Group>
  );
}
