/** Money arrives from the API in integer cents; the SPA shows it with the one formatter of shared/money.ts. */
import { formatDollars } from '@shared/money';

export { formatDollars };

/** "$1,235": the dashboard's action cards show no cents (spec 1 §1). */
export const formatWholeDollars = (cents: number) => formatDollars(cents, 'whole');
