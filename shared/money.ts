/**
 * Money is integer cents everywhere and is shown in US dollars (spec 1 §1); every amount the product writes for a
 * person, a file or a payment provider is formatted here.
 */

/**
 * - `cents`: "$1,234.50", what screens, e-mails and texts show;
 * - `whole`: "$1,235", the dashboard's action cards and the map's fee labels (no cents, spec 1 §1);
 * - `ungrouped`: "$1234.50", without the thousands separator (the payment reminder's amount, console output);
 * - `decimal`: "1234.50", no sign: a CSV money cell, a form's input value, an audit value, a provider's amount.
 */
export type MoneyStyle = 'cents' | 'whole' | 'ungrouped' | 'decimal';

const makeFormats = (tag: string) => ({
  withCents: new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }),
  wholeDollars: new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
});
let formats = makeFormats('en-US');
let formatsTag = 'en-US';

/** The language amounts are written in (date-format's setFormatLocale and withFormatLocale set both). */
export function setMoneyLocale(tag: string): void {
  if (tag === formatsTag) return;
  formats = makeFormats(tag);
  formatsTag = tag;
}

/** Dollars and cents from whole cents, by integer arithmetic: no binary fraction can tip a cent. */
function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function formatDollars(cents: number, style: MoneyStyle = 'cents'): string {
  switch (style) {
    case 'cents':
      return formats.withCents.format(cents / 100);
    case 'whole':
      return formats.wholeDollars.format(Math.round(cents / 100));
    case 'ungrouped':
      return `$${decimal(cents)}`;
    case 'decimal':
      return decimal(cents);
  }
}
