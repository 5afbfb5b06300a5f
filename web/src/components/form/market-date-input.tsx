import '@mantine/dates/styles.css';
import { DatePickerInput, type DateFormatter, type DatePickerInputProps } from '@mantine/dates';
import { useId } from '@mantine/hooks';
import { isoDateInZone } from '@shared/market-time';
import { useLingui } from '@lingui/react/macro';
import { useLocale } from '@/i18n/locale';
import { formatMarketDate } from '@/lib/format-date';

/** Names for the calendar's controls, which Mantine leaves unnamed. */
function useCalendarLabels() {
  const { t } = useLingui();
  return {
    previousMonth: t`Previous month`,
    nextMonth: t`Next month`,
    previousYear: t`Previous year`,
    nextYear: t`Next year`,
    previousDecade: t`Previous decade`,
    nextDecade: t`Next decade`,
    monthLevelControl: t`Choose a month`,
    yearLevelControl: t`Choose a year`,
  };
}

/** The picked date(s) as every screen writes a market date ("Sun, Dec 6, 2026"), in the reader's language. */
const formatPicked: DateFormatter = ({ type, date, labelSeparator }) => {
  const one = (value: unknown) => (typeof value === 'string' && value ? formatMarketDate(value.slice(0, 10)) : '');
  if (type === 'range' && Array.isArray(date)) {
    if (date[0] && date[1]) return `${one(date[0])} ${labelSeparator} ${one(date[1])}`;
    return date[0] ? `${one(date[0])} ${labelSeparator} ` : '';
  }
  return Array.isArray(date) ? date.map(one).join(', ') : one(date);
};

/**
 * Market dates are calendar dates (YYYY-MM-DD) in the market's time zone. The pickers open on the market's current
 * month and mark the market's today, not the browser's: an admin travelling abroad still sees the market's day.
 */
function useMarketDayProps(timeZone: string, id: string | undefined, placeholder: string) {
  const today = isoDateInZone(new Date(), timeZone);
  // One id for the field, its label and the picker's popover, which the open calendar is then labelled by.
  const fieldId = useId(id);
  const ariaLabels = useCalendarLabels();
  const locale = useLocale();
  return {
    id: fieldId,
    // The open calendar is named by the field's text, so an empty field says what to do rather than nothing.
    placeholder,
    popoverProps: { id: fieldId },
    ariaLabels,
    // Mantine's pale days of the next and previous months and its red weekends are below the contrast a reader
    // needs; a market's calendar gains nothing from either.
    hideOutsideDates: true,
    weekendDays: [],
    defaultDate: today,
    // Mantine's own "today" follows the browser's clock: it is switched off and given to the market's today alone.
    highlightToday: false,
    getDayProps: (date: string) => (date === today ? { highlightToday: true, 'aria-current': 'date' as const } : {}),
    valueFormatter: formatPicked,
    locale,
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
  const { t } = useLingui();
  return (
    <DatePickerInput
      {...useMarketDayProps(timeZone, props.id, t`Pick a date`)}
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
  const { t } = useLingui();
  return (
    <DatePickerInput
      type="range"
      allowSingleDateInRange
      {...useMarketDayProps(timeZone, props.id, t`Pick the first and last dates`)}
      {...props}
      value={[value[0] || null, value[1] || null]}
      onChange={(next) => onChange([next[0] ?? null, next[1] ?? null])}
    />
  );
}
