import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { isoDateInZone } from '@shared/market-time';

/**
 * Market dates are calendar dates (YYYY-MM-DD) in the market's time zone. The pickers open on the market's current
 * month and mark the market's today, not the browser's: an admin travelling abroad still sees the market's day.
 */
function marketDayProps(timeZone: string) {
  const today = isoDateInZone(new Date(), timeZone);
  return {
    defaultDate: today,
    // Mantine's own "today" follows the browser's clock: it is switched off and given to the market's today alone.
    highlightToday: false,
    getDayProps: (date: string) => (date === today ? { highlightToday: true, 'aria-current': 'date' as const } : {}),
    valueFormat: 'ddd, MMM D, YYYY',
  };
}

type Common = { timeZone: string; error?: React.ReactNode; onBlur?: () => void; onFocus?: () => void };

/** One market date. */
export function MarketDateInput({
  timeZone,
  value,
  onChange,
  ...props
}: Omit<DatePickerInputProps<'default'>, 'value' | 'onChange' | 'type'> &
  Common & { value?: string | null; onChange?: (value: string | null) => void }) {
  return (
    <DatePickerInput
      {...marketDayProps(timeZone)}
      {...props}
      value={value ?? null}
      onChange={(next) => onChange?.(next)}
    />
  );
}

/** A first and a last market date (a season). */
export function MarketDateRangeInput({
  timeZone,
  value,
  onChange,
  ...props
}: Omit<DatePickerInputProps<'range'>, 'value' | 'onChange' | 'type'> &
  Common & { value: [string | null, string | null]; onChange: (value: [string | null, string | null]) => void }) {
  return (
    <DatePickerInput
      type="range"
      allowSingleDateInRange
      {...marketDayProps(timeZone)}
      {...props}
      value={value}
      onChange={(next) => onChange([next[0] ?? null, next[1] ?? null])}
    />
  );
}
