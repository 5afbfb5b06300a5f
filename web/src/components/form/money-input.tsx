import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

/** Cents → dollars for a form field; null stays empty. */
const centsToDollars = (cents: number | null | undefined): number | '' =>
  cents === null || cents === undefined ? '' : cents / 100;

/** A form's dollars → cents for the API; an empty field is null. */
export const dollarsToCents = (dollars: number | string): number | null => {
  if (dollars === '' || dollars === null || dollars === undefined) return null;
  const n = typeof dollars === 'number' ? dollars : Number(dollars);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};

const toNumber = (typed: number | string): number | null => {
  if (typed === '') return null;
  const n = Number(typed);
  return Number.isFinite(n) ? n : null;
};
const toTyped = (n: number | null): number | '' => n ?? '';

/** Keeps the text being typed while it still means the held value; a value set from outside replaces it. */
function useTyped(
  held: number | null,
  read: (typed: number | string) => number | null,
  show: (held: number | null) => number | '',
  onChange: ((value: number | null) => void) | undefined,
) {
  const [typed, setTyped] = useState<number | string>(() => show(held));
  const shown = read(typed) === held ? typed : show(held);
  const change = (next: number | string) => {
    setTyped(next);
    onChange?.(read(next));
  };
  return [shown, change] as const;
}

type FieldProps<T> = Omit<NumberInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  value?: T | null;
  onChange?: (value: T | null) => void;
};

/**
 * A price typed in dollars, held in cents (what every schema and the API speak), so it takes
 * `form.getInputProps(...)` as it is. Empty is null. What is typed is kept as typed ("12." stays "12.") while the
 * cents it stands for are unchanged; a value set from outside (a reset) replaces it.
 */
export function MoneyInput({ value, onChange, ...props }: FieldProps<number>) {
  const [shown, change] = useTyped(value ?? null, dollarsToCents, centsToDollars, onChange);
  return (
    <NumberInput
      decimalScale={2}
      fixedDecimalScale
      min={0}
      step={0.01}
      prefix="$"
      thousandSeparator=","
      allowNegative={false}
      {...props}
      value={shown}
      onChange={change}
    />
  );
}

/** A number field whose empty state is null rather than '' (what "not set" means in the schemas). */
export function OptionalNumberInput({ value, onChange, ...props }: FieldProps<number>) {
  const [shown, change] = useTyped(value ?? null, toNumber, toTyped, onChange);
  return <NumberInput {...props} value={shown} onChange={change} />;
}

/** A sales-based rate in percent, 0 to 100, step 0.1; empty is null. */
export function RateInput(props: FieldProps<number>) {
  return (
    <OptionalNumberInput decimalScale={1} min={0} max={100} step={0.1} suffix="%" allowNegative={false} {...props} />
  );
}
