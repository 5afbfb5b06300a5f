import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Cents → dollars for a form field; null stays empty. */
export const centsToDollars = (cents: number | null | undefined): number | '' =>
  cents === null || cents === undefined ? '' : cents / 100;

/** A form's dollars → cents for the API; an empty field is null. */
export const dollarsToCents = (dollars: number | string): number | null => {
  if (dollars === '' || dollars === null || dollars === undefined) return null;
  const n = typeof dollars === 'number' ? dollars : Number(dollars);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};

/** A price in dollars with 2 decimals, at least 0, step 0.01 (the API takes cents). */
export function MoneyInput(props: Omit<NumberInputProps, 'decimalScale' | 'min' | 'step' | 'prefix'>) {
  return (
    <NumberInput decimalScale={2} fixedDecimalScale min={0} step={0.01} prefix="$" thousandSeparator="," {...props} />
  );
}

/** A sales-based rate in percent, 0 to 100, step 0.1. */
export function RateInput(props: Omit<NumberInputProps, 'decimalScale' | 'min' | 'max' | 'step' | 'suffix'>) {
  return <NumberInput decimalScale={1} min={0} max={100} step={0.1} suffix="%" {...props} />;
}
