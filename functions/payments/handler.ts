import { paymentCreateSchema, paymentUpdateSchema, waiveFeeSchema } from '../../shared/schemas/payments.js';
import { vendorNoteCreateSchema } from '../../shared/schemas/vendor-notes.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import { idempotent } from '../lib/http/idempotency.js';
import { auditActor } from '../lib/http/request-origin.js';
import { refundSchema } from '../../shared/schemas/public-payments.js';
import type { PaymentsService } from './payments.service.js';
import type { RefundsService } from './refunds.service.js';
import type { WaiveFeeService } from './waive-fee.service.js';

export function makePaymentsHandlers(deps: {
  payments: PaymentsService;
  refunds: RefundsService;
  waiver: WaiveFeeService;
}): Record<string, RouteHandler> {
  return {
    'GET /api/vendors/{id}/requests': async (req) =>
      json(await deps.payments.vendorRequests(req.user!, req.params.id ?? '')),
    'GET /api/vendors/{id}/payments': async (req) =>
      json(await deps.payments.vendorPayments(req.user!, req.params.id ?? '')),
    'POST /api/vendors/{id}/payments': idempotent(async (req) => {
      const input = parseWith(paymentCreateSchema, req.body);
      return json(await deps.payments.recordPayment(req.user!, auditActor(req), req.params.id ?? '', input), 201);
    }),
    'PATCH /api/vendors/payments/{id}': async (req) => {
      const input = parseWith(paymentUpdateSchema, req.body);
      return json(await deps.payments.updatePayment(auditActor(req), req.params.id ?? '', input));
    },
    'GET /api/vendors/{id}/notes': async (req) => json(await deps.payments.vendorNotes(req.params.id ?? '')),
    'POST /api/vendors/{id}/notes': idempotent(async (req) => {
      const input = parseWith(vendorNoteCreateSchema, req.body);
      return json(await deps.payments.addNote(req.user!, req.params.id ?? '', input), 201);
    }),
    'POST /api/vendors/payments/{id}/refund': idempotent(async (req) => {
      const input = parseWith(refundSchema, req.body ?? {});
      return json(await deps.refunds.refund(auditActor(req), req.params.id ?? '', input));
    }),
    // A repeat finds the fee at 0 and answers like the first: no key needed.
    'POST /api/space-requests/{id}/waive-fee': async (req) => {
      const input = parseWith(waiveFeeSchema, req.body);
      return json(await deps.waiver.waive(auditActor(req), req.params.id ?? '', input));
    },
  };
}
