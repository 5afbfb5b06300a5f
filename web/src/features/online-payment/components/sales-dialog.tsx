import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PAY_MSG } from '@shared/payment-messages';
import { salesBasedFee } from '@shared/pricing';
import { formatDollars } from '@/lib/money';
import { parseGrossSales } from '../lib/payment-rules';

/**
 * "Enter/Update Sales Information" (spec 3 §2, §5): Gross Sales ($) with the sales-based amount it would make, shown
 * as an estimate (the server prices it). Submits cents.
 */
export function SalesDialog(props: {
  opened: boolean;
  salesBasedRate: number;
  grossSales: number | null;
  busy: boolean;
  error: string | null;
  onSubmit: (cents: number) => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState(() => (props.grossSales === null ? '' : (props.grossSales / 100).toFixed(2)));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const parsed = parseGrossSales(typed);
  const estimate = 'cents' in parsed ? salesBasedFee(parsed.cents, props.salesBasedRate, false) : null;

  const submit = () => {
    if ('error' in parsed) {
      setFieldError(parsed.error);
      return;
    }
    setFieldError(null);
    props.onSubmit(parsed.cents);
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={PAY_MSG.enterSales} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={PAY_MSG.grossSalesLabel}
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={fieldError ?? props.error}
            data-autofocus
          />
          <Text size="sm">
            {`Estimated sales-based amount (${props.salesBasedRate}%): `}
            <strong>{estimate === null ? '—' : formatDollars(estimate)}</strong>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={props.busy}>
              Cancel
            </Button>
            <Button type="submit" loading={props.busy}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
