/**
 * The admin's financial edit of one request and its history (spec 2 §2.7, §5, §9): the calculated fields (sales-based
 * fee, amount due, balance) are the server's to compute, so a sent value that differs is refused, as is an amount
 * paid that is not what the recorded payments add up to. The write names the version the form was opened on, so two
 * admins editing at once cannot both win, and leaves one audit entry per changed field.
 */
import { amountBalance, requestAmountDue, salesBasedFee } from '../../shared/pricing.js';
import { REQUESTS_MSG } from '../../shared/request-messages.js';
import { normalizeSplit, splitError } from '../../shared/tenders.js';
import type {
  financialEditSchema,
  RequestAuditEntry,
  SpaceRequestDetail,
} from '../../shared/schemas/space-requests.js';
import type * as z from 'zod/mini';
import { ConflictError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import type { AuditActor } from '../lib/http/request-origin.js';
import type { SpaceRequestsDeps } from './ports.js';
import type { SpaceRequestsService } from './space-requests.service.js';

export type FinancialEditInput = z.output<typeof financialEditSchema>;

export function makeFinancialEditService(deps: SpaceRequestsDeps, requests: Pick<SpaceRequestsService, 'detailOf'>) {
  const now = deps.now;

  return {
    /** PATCH /api/space-requests/{id} */
    async edit(requestId: string, input: FinancialEditInput, audit: AuditActor): Promise<SpaceRequestDetail> {
      const [request, settings] = await Promise.all([deps.requests.findById(requestId), deps.settings.getSettings()]);
      if (!request) throw new NotFoundError(REQUESTS_MSG.requestNotFound);
      if (request.updatedAt !== input.expectedUpdatedAt) throw new ConflictError(REQUESTS_MSG.requestChanged);

      const grossSales = input.grossSales ?? null;
      // Sales by tender: a split sent must add up; none sent keeps the split while the total stays, else drops it.
      const splitProblem = splitError(grossSales, input.salesByTender, settings.salesTenders);
      if (splitProblem) throw new ValidationError(splitProblem, { field: 'salesByTender' });
      const salesByTender =
        input.salesByTender !== undefined
          ? normalizeSplit(input.salesByTender, settings.salesTenders)
          : grossSales === request.grossSales
            ? request.salesByTender
            : null;
      const fee = salesBasedFee(grossSales, input.salesBasedRate, settings.roundCents);
      if (input.salesBasedFee !== null && input.salesBasedFee !== undefined && input.salesBasedFee !== fee) {
        throw new ValidationError(REQUESTS_MSG.salesFeeMismatch, { field: 'salesBasedFee' });
      }
      const lateCancellationFee = input.lateCancellationFee ?? 0;
      const amountLatePaymentFee = input.amountLatePaymentFee ?? 0;
      const due = requestAmountDue(request.status, {
        amountBase: input.amountBase,
        salesBasedFee: fee,
        lateCancellationFee,
        amountLatePaymentFee,
        noShowFee: request.noShowFee,
      });
      if (input.amountDue !== due) throw new ValidationError(REQUESTS_MSG.amountDueMismatch, { field: 'amountDue' });
      if (input.amountPaid !== request.amountPaid) {
        throw new ValidationError(REQUESTS_MSG.amountPaidFromPayments, { field: 'amountPaid' });
      }
      if (input.amountBalance !== amountBalance(due, request.amountPaid)) {
        throw new ValidationError(REQUESTS_MSG.amountBalanceMismatch, { field: 'amountBalance' });
      }

      const text = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v.trim() : null);
      const written = await deps.requests.updateFinancials(
        request,
        input.expectedUpdatedAt,
        {
          amountBase: input.amountBase,
          salesBasedRate: input.salesBasedRate,
          grossSales,
          salesByTender,
          salesBasedFee: fee,
          lateCancellationFee,
          amountLatePaymentFee,
          amountDue: due,
          amountBalance: amountBalance(due, request.amountPaid),
          notes: text(input.notes),
          pricingNotes: text(input.pricingNotes),
          updatedAt: now().toISOString(),
        },
        audit,
      );
      if (typeof written === 'string') throw new ConflictError(REQUESTS_MSG.requestChanged);
      return requests.detailOf(written);
    },

    /** GET /api/space-requests/{id}/audit-log?cursor=&limit=50: a page of the history, newest first. */
    async auditLog(
      requestId: string,
      page: { cursor?: string; limit: number },
    ): Promise<{ items: RequestAuditEntry[]; nextCursor: string | null }> {
      const { items, nextCursor } = await deps.requests.auditLog(requestId, page);
      // The history outlives a removed request (an unskip); with neither, the id is unknown.
      if (!page.cursor && !items.length && !(await deps.requests.findById(requestId))) {
        throw new NotFoundError(REQUESTS_MSG.requestNotFound);
      }
      return {
        nextCursor,
        items: items.map((e) => ({
          id: e.id,
          timestamp: e.createdAt,
          fieldName: e.fieldName,
          changeType: e.changeType,
          oldValue: e.oldValue,
          newValue: e.newValue,
          userId: e.userId,
          userName: e.userName,
        })),
      };
    },
  };
}
export type FinancialEditService = ReturnType<typeof makeFinancialEditService>;
