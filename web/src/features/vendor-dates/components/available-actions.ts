import type { VendorMarketDate } from '@shared/schemas/vendor-dates';
import { decide, type Actor } from '@shared/space-request-rules';
import type { VendorDateAction } from '../api/change-request';

/**
 * The buttons a date offers the vendor. Spec 1 §4: with no request a vendor may request or skip; a skipped date may
 * be unskipped or requested; requested and approved dates offer no action here. Each is then asked of the shared
 * rules (permissions, vendor status, past-due balance, past date), exactly as the server will.
 */
export function availableActions(
  date: VendorMarketDate,
  ctx: { actor: Actor; vendorStatus: string; hasPastDueBalance: boolean; timeZone: string; now: Date },
): VendorDateAction[] {
  const state = date.spaceRequest?.status ?? 'none';
  const offered: VendorDateAction[] =
    state === 'none' ? ['request', 'skip'] : state === 'skipped' ? ['request', 'unskip'] : [];
  return offered.filter(
    (action) =>
      decide(action, ctx.actor, {
        state,
        marketDate: date.date,
        now: ctx.now,
        timeZone: ctx.timeZone,
        vendorStatus: ctx.vendorStatus,
        hasPastDueBalance: ctx.hasPastDueBalance,
      }).ok,
  );
}
