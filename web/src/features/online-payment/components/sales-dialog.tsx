import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PAY_MSG } from '@/i18n/shared/payment-messages';
import { salesBasedFee } from '@shared/pricing';
import { TENDER_MSG } from '@/i18n/shared/tender-messages';
import { leftToSplit, splitToSend, TenderSplitFields, type SplitValues } from '@/components/form/tender-split-fields';
import { formatDollars } from '@/lib/money';
import { parseGrossSales } from '../lib/payment-rules';

/**
 * "Enter/Update Sales Information" (spec 3 §2, §5): Gross Sales ($) with the sales-based amount it would make, shown
 * as an estimate (the server prices it), and optionally the sales split by tender. Submits cents.
 */
export function SalesDialog(props: {
  opened: boolean;
  salesBasedRate: number;
  grossSales: number | null;
  /** The market's tenders, each with its part of the sales already entered (0: none). */
  tenders: readonly { code: string; label: string; cents: number }[];
  busy: boolean;
  error: string | null;
  onSubmit: (cents: number, salesByTender: Record<string, number> | null) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(() =>
    props.grossSales === null ? '' : formatDollars(props.grossSales, 'decimal'),
  );
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [splitOpen, setSplitOpen] = useState(() => props.tenders.some((tender) => tender.cents > 0));
  const [split, setSplit] = useState<SplitValues>(() =>
    Object.fromEntries(props.tenders.map((tender) => [tender.code, tender.cents > 0 ? tender.cents : null])),
  );
  const [splitError, setSplitError] = useState<string | null>(null);
  const rate = props.salesBasedRate;
  const parsed = parseGrossSales(typed);
  const estimate = 'cents' in parsed ? salesBasedFee(parsed.cents, props.salesBasedRate, false) : null;

  const submit = () => {
    if ('error' in parsed) {
      setFieldError(parsed.error);
      return;
    }
    setFieldError(null);
    const parts = splitOpen ? splitToSend(split) : null;
    const left = leftToSplit(parsed.cents, split);
    if (parts && left !== 0) {
      setSplitError(TENDER_MSG.splitMismatch(parsed.cents - left, parsed.cents));
      return;
    }
    setSplitError(null);
    props.onSubmit(parsed.cents, parts);
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
            {t`Estimated sales-based amount (${rate}%): `}
            <strong>{estimate === null ? '—' : formatDollars(estimate)}</strong>
          </Text>
          <TenderSplitFields
            tenders={props.tenders}
            grossSales={'cents' in parsed ? parsed.cents : null}
            open={splitOpen}
            onOpenChange={setSplitOpen}
            values={split}
            onChange={setSplit}
            error={splitError}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={props.busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={props.busy}>
              <Trans>Submit</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
