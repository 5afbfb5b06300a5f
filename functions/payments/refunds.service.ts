/**
 * An admin refunds a card payment (Payment History): the card processor is asked first, with an idempotency key of
 * the payment's id so a repeated click refunds once; then the payment becomes refunded and the request's balance
 * rises by its amount, through the same write Stripe's charge.refunded event uses, so whichever comes second changes
 * nothing.
 */
import * as z from '../../shared/zod.js';
import type { PaymentChangeResponse } from '../../shared/schemas/payments.js';
import type { refundSchema } from '../../shared/schemas/public-payments.js';
import { REQUESTS_MSG } from '../../shared/request-messages.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import type { AuditActor } from '../lib/http/request-origin.js';
import { toSpaceRequestDetail } from '../lib/data/market-dates/request-detail.js';
import type { PaymentsRepository } from '../lib/data/vendors/payments.repository.js';
import type { ProviderPaymentsRepository } from '../lib/data/vendors/provider-payments.repository.js';
import type { CardPaymentProvider } from '../lib/payments/payment-provider.js';
import { toPaymentRow } from './payments.service.js';

export interface RefundsDeps {
  store: Pick<PaymentsRepository, 'paymentContext'>;
  providerPayments: Pick<ProviderPaymentsRepository, 'markRefunded'>;
  provider: () => Promise<CardPaymentProvider | undefined>;
  today: () => Promise<string>;
}

/** The card processor refused or could not be reached: not the admin's mistake, and not ours to hide as a 500. */
class RefundRefusedError extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}

export function makeRefundsService(deps: RefundsDeps) {
  return {
    /** POST /api/vendors/payments/{id}/refund (admin) */
    async refund(
      actor: AuditActor,
      paymentId: string,
      input: z.output<typeof refundSchema>,
    ): Promise<PaymentChangeResponse> {
      const ctx = await deps.store.paymentContext(paymentId);
      if (!ctx) throw new NotFoundError(REQUESTS_MSG.paymentNotFound);
      const p = ctx.payment;
      const isCard = p.paymentMethod === 'credit' && !!p.stripePaymentId;
      // A refunded card payment is refunded again idempotently: the processor answers the first refund.
      if (!isCard || (p.status !== 'completed' && p.status !== 'refunded')) {
        throw new ValidationError(REQUESTS_MSG.refundCardOnly);
      }
      if (input.amount !== undefined && input.amount !== p.amount) {
        throw new ValidationError(REQUESTS_MSG.refundWholeOnly, { field: 'amount' });
      }
      const provider = await deps.provider();
      if (!provider) throw new ConflictError(REQUESTS_MSG.refundNotConfigured);
      let status: string;
      try {
        status = (
          await provider.refund({
            paymentIntentId: p.stripePaymentId!,
            amountCents: p.amount,
            idempotencyKey: `refund-${p.id}`,
          })
        ).status;
      } catch {
        throw new RefundRefusedError(REQUESTS_MSG.refundDeclined);
      }
      if (status === 'failed') throw new RefundRefusedError(REQUESTS_MSG.refundDeclined);
      const out = await deps.providerPayments.markRefunded({ vendorId: p.vendorId, paymentId: p.id }, actor);
      if (out.outcome === 'not-found') throw new NotFoundError(REQUESTS_MSG.paymentNotFound);
      const request = out.request;
      if (!request) throw new NotFoundError(REQUESTS_MSG.requestNotFound);
      return {
        payment: toPaymentRow(out.payment, 'admin', (pi) => provider.dashboardUrl(pi)),
        spaceRequest: toSpaceRequestDetail(request, {
          vendorName: ctx.vendor?.name ?? '',
          marketDatePublished: ctx.marketDatePublished,
          spaceLabel: ctx.spaceLabel,
          today: await deps.today(),
          viewer: 'admin',
        }),
      };
    },
  };
}
export type RefundsService = ReturnType<typeof makeRefundsService>;
