/**
 * An admin waives a request's late cancellation or late payment fee (shared/fee-waiver.ts): the fee goes to 0, the
 * amount due and balance are computed again here in cents, and the request, its audit entries and the reason are
 * written in one transaction conditioned on the version read. A fee already at 0 is left as it is, so a repeat (a
 * double click, a retry) answers like the first and writes nothing.
 */
import { WAIVED_FIELD, WAIVER_AUDIT_FIELD } from '../../shared/fee-waiver.js';
import { nextVersion } from '../../shared/payment-arithmetic.js';
import { amountBalance, requestAmountDue } from '../../shared/pricing.js';
import { REQUESTS_MSG } from '../../shared/request-messages.js';
import type { WaiveFeeInput } from '../../shared/schemas/payments.js';
import type { SpaceRequestDetail } from '../../shared/schemas/space-requests.js';
import { requestAuditEntries, requestAuditEntry } from '../lib/data/market-dates/request-audit.items.js';
import { toSpaceRequestDetail } from '../lib/data/market-dates/request-detail.js';
import type { SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import type { PaymentsRepository, RequestContext } from '../lib/data/vendors/payments.repository.js';
import { ConflictError, NotFoundError } from '../lib/http/errors.js';
import type { AuditActor } from '../lib/http/request-origin.js';

export interface WaiveFeeDeps {
  store: Pick<PaymentsRepository, 'requestContext' | 'writeRequestMoney'>;
  /** Today in the market's zone. */
  today: () => Promise<string>;
  now: () => Date;
}

/** How often the waiver is tried again after another change of the request got in first. */
const WRITE_ATTEMPTS = 6;

export function makeWaiveFeeService(deps: WaiveFeeDeps) {
  const now = deps.now;

  const detail = async (found: RequestContext): Promise<SpaceRequestDetail> =>
    toSpaceRequestDetail(found.request, {
      vendorName: found.vendor?.name ?? '',
      marketDatePublished: found.marketDatePublished,
      spaceLabel: found.spaceLabel,
      today: await deps.today(),
      viewer: 'admin',
    });

  return {
    /** POST /api/space-requests/{id}/waive-fee (admin) */
    async waive(actor: AuditActor, requestId: string, input: WaiveFeeInput): Promise<SpaceRequestDetail> {
      for (let i = 0; i < WRITE_ATTEMPTS; i++) {
        const found = await deps.store.requestContext(requestId);
        if (!found) throw new NotFoundError(REQUESTS_MSG.requestNotFound);
        const r = found.request;
        const field = WAIVED_FIELD[input.fee];
        const fee = r[field] ?? 0;
        if (fee <= 0) return detail(found);

        const fees = {
          lateCancellationFee: r.lateCancellationFee,
          amountLatePaymentFee: r.amountLatePaymentFee,
          noShowFee: r.noShowFee ?? 0,
        };
        fees[field] = 0;
        const due = requestAmountDue(r.status, { amountBase: r.amountBase, salesBasedFee: r.salesBasedFee, ...fees });
        const at = nextVersion(r.updatedAt, now());
        const set = { [field]: 0, amountDue: due, amountBalance: amountBalance(due, r.amountPaid), updatedAt: at };
        const after: SpaceRequestItem = { ...r, ...set };
        const outcome = await deps.store.writeRequestMoney({
          request: r,
          version: r.updatedAt,
          set,
          audit: [
            ...requestAuditEntries(r, after, actor, at),
            requestAuditEntry(
              r,
              { fieldName: WAIVER_AUDIT_FIELD[input.fee], oldValue: fee, newValue: input.reason },
              actor,
              at,
            ),
          ],
        });
        if (outcome === 'written') return detail({ ...found, request: after });
      }
      throw new ConflictError(REQUESTS_MSG.requestChanged);
    },
  };
}
export type WaiveFeeService = ReturnType<typeof makeWaiveFeeService>;
