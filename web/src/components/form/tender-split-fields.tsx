import { Trans, useLingui } from '@lingui/react/macro';
import { Collapse, Group, SimpleGrid, Switch, Text } from '@mantine/core';
import { formatDollars } from '@/lib/money';
import { MoneyInput } from './money-input';

/** Tender code → cents typed (null: empty). */
export type SplitValues = Record<string, number | null>;

/** The split to send: the parts typed, without empty or zero ones; null when nothing is split. */
export function splitToSend(values: SplitValues): Record<string, number> | null {
  const parts = Object.entries(values).filter((e): e is [string, number] => e[1] !== null && e[1] > 0);
  return parts.length ? Object.fromEntries(parts) : null;
}

/** What is still to split: the gross sales minus the parts typed (negative when the parts are over). */
export function leftToSplit(grossSales: number | null, values: SplitValues): number {
  return (grossSales ?? 0) - Object.values(values).reduce<number>((sum, cents) => sum + (cents ?? 0), 0);
}

function SplitBalance({ left }: { left: number }) {
  const { t } = useLingui();
  if (left === 0) {
    return (
      <Text size="sm" c="green.8">
        <Trans>The parts add up to the gross sales.</Trans>
      </Text>
    );
  }
  const amount = formatDollars(Math.abs(left));
  return (
    <Text size="sm" c={left < 0 ? 'red.8' : undefined}>
      {left > 0 ? t`Left to split: ${amount}` : t`Over the gross sales by ${amount}`}
    </Text>
  );
}

/**
 * "Split by tender": optional parts of the gross sales by how customers paid (card, cash, SNAP tokens…), with what
 * is still to split as the parts are typed. The server refuses a split that does not add up, and its message shows
 * under the switch.
 */
export function TenderSplitFields(props: {
  tenders: readonly { code: string; label: string }[];
  grossSales: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  values: SplitValues;
  onChange: (values: SplitValues) => void;
  error?: string | null;
}) {
  const { t } = useLingui();
  if (props.tenders.length === 0) return null;
  return (
    <div>
      <Switch
        label={t`Split by tender`}
        description={t`Optional: how customers paid, for the market's token reimbursement`}
        checked={props.open}
        onChange={(e) => props.onOpenChange(e.currentTarget.checked)}
        error={props.error ?? undefined}
      />
      <Collapse expanded={props.open}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
          {props.tenders.map((tender) => (
            <MoneyInput
              key={tender.code}
              label={tender.label}
              value={props.values[tender.code] ?? null}
              onChange={(cents) => props.onChange({ ...props.values, [tender.code]: cents })}
            />
          ))}
        </SimpleGrid>
        <Group mt="xs">
          <SplitBalance left={leftToSplit(props.grossSales, props.values)} />
        </Group>
      </Collapse>
    </div>
  );
}
