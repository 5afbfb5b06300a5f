import type { PaymentRow, RequestsSummary } from '@shared/schemas/payments';
import type { RequestAuditEntry, SpaceRequestDetail } from '@shared/schemas/space-requests';

/** A vendor's request as GET /api/vendors/{id}/requests and GET /api/space-requests/{id} answer it. */
export const makeRequestDetail = (over: Partial<SpaceRequestDetail> = {}): SpaceRequestDetail => ({
  id: 'sr-1',
  vendorId: 'v1',
  vendorName: 'Bee Happy Honey',
  marketDateId: 'md-1',
  marketDate: '2026-06-07',
  status: 'approved',
  spaceId: 'sp-1',
  spaceLabel: 'A4',
  spaceDisplay: 'Space #A4',
  marketDatePublished: true,
  isMarketDatePassed: false,
  isPastDue: false,
  notes: null,
  pricingNotes: null,
  createdAt: '2026-05-20T16:00:00.000Z',
  approvedAt: '2026-05-21T16:00:00.000Z',
  cancelledAt: null,
  cancelledReason: null,
  amountBase: 4000,
  salesBasedRate: 10,
  salesByTender: null,
  grossSales: null,
  salesBasedFee: 0,
  lateCancellationFee: 0,
  amountLatePaymentFee: 0,
  amountDue: 4000,
  amountPaid: 0,
  amountBalance: 4000,
  updatedAt: '2026-05-21T16:00:00.000Z',
  ...over,
});

export const makePayment = (over: Partial<PaymentRow> = {}): PaymentRow => ({
  id: 'pay-1',
  spaceRequestId: 'sr-1',
  marketDateId: 'md-1',
  marketDate: '2026-06-07',
  amount: 4000,
  paymentMethod: 'cash',
  status: 'completed',
  stripePaymentId: null,
  notes: null,
  paidDate: '2026-06-07',
  createdAt: '2026-06-07T17:00:00.000Z',
  createdBy: 'admin-1',
  providerDashboardUrl: null,
  ...over,
});

export const makeSummary = (over: Partial<RequestsSummary> = {}): RequestsSummary => ({
  totalBase: 0,
  sales: 0,
  fees: 0,
  lateCancel: 0,
  latePay: 0,
  due: 0,
  paid: 0,
  balance: 0,
  ...over,
});

export const makeAuditEntry = (i: number, over: Partial<RequestAuditEntry> = {}): RequestAuditEntry => ({
  id: `au-${i}`,
  timestamp: new Date(Date.UTC(2026, 4, 1, 12, i)).toISOString(),
  fieldName: 'amountPaid',
  changeType: 'update',
  oldValue: String(i * 100),
  newValue: String((i + 1) * 100),
  userId: 'admin-1',
  userName: `Admin ${i}`,
  ...over,
});
