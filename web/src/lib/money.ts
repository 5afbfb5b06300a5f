/** Money arrives from the API in integer cents and is shown in US dollars (spec 1 §1). */
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "$1,234.50". */
export const formatDollars = (cents: number) => withCents.format(cents / 100);

/** "$1,235": the dashboard's action cards show no cents (spec 1 §1). */
export const formatWholeDollars = (cents: number) => wholeDollars.format(Math.round(cents / 100));
