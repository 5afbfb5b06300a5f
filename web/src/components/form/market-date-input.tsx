import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useId } from '@mantine/hooks';
import { isoDateInZone } from '@shared/market-time';

/** Names for the calendar's controls, which Mantine leaves unnamed. */
const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

/**
 * Market dates are calendar dates (YYYY-MM-DD) in the market's time zone. The pickers open on the market's current
 * month and mark the market's today, not the browser's: an admin travelling abroad still sees the market's day.
 */
function useMarketDayProps(timeZone: string, id: string | undefined, placeholder: string) {
  const today = isoDateInZone(new Date(), timeZone);
  // One id for the field, its label and the picker's popover, which the open calendar is then labelled by.
  const fieldId = useId(id);
  return {
    id: fieldId,
    // The open calendar is named by the field's text, so an empty field says what to do rather than nothing.
    placeholder,
    popoverProps: { id: fieldId },
    ariaLabels: CALENDAR_LABELS,
    // Mantine's pale days of the next and previous months and its red weekends are below the contrast a reader
    // needs; a market's calendar gains nothing from either.
    hideOutsideDates: true,
    weekendDays: [],
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
      {...useMarketDayProps(timeZone, props.id, 'Pick a date')}
      {...props}
      // A form's empty string is "no date", not a date to format ("Invalid Date").
      value={value || null}
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
      {...useMarketDayProps(timeZone, props.id, 'Pick the first and last dates')}
      {...props}
      value={[value[0] || null, value[1] || null]}
      onChange={(next) => onChange([next[0] ?? null, next[1] ?? null])}
    />
  );
}
