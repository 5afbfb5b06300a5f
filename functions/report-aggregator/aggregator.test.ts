import { describe, expect, it } from 'vitest';
import type { AutoPaymentInput, DateAggregate } from '../lib/data/reports/report-items.js';
import { isAutoPayment, makeReportAggregator } from './aggregator.js';

function fakes(partition: Record<string, Record<string, unknown>[]>) {
  const aggregates = new Map<string, DateAggregate>();
  const autoPayments = new Map<string, AutoPaymentInput>();
  const aggregator = makeReportAggregator({
    now: () => new Date(),
    store: {
      datePartition: async (id) => partition[id] ?? [],
      vendors: async (ids) => ids.map((id) => ({ id, vendorTypeId: 'T1' })),
      putAggregate: async (a) => void aggregates.set(a.marketDateId, a),
      deleteAggregate: async (id) => void aggregates.delete(id),
      putAutoPayment: async (p) => void autoPayments.set(p.paymentId, p),
      deleteAutoPayment: async (_date, id) => void autoPayments.delete(id),
    },
    catalog: { snapshot: async () => ({ areas: [], vendorTypes: [], spaceTypes: [], fees: [], landmarkTypes: [] }) },
    settings: { getSettings: async () => ({ roundCents: false }) },
  });
  return { aggregator, aggregates, autoPayments };
}

const payment = (over: Record<string, unknown>) => ({
  _type: 'payment',
  id: 'P1',
  vendorId: 'V1',
  marketDate: '2026-05-03',
  paidDate: null,
  createdAt: '2026-05-04T10:00:00Z',
  status: 'completed',
  amount: 4000,
  ...over,
});

describe('report aggregator', () => {
  it('recomputes a changed date from its partition, and drops the aggregate of a deleted date', async () => {
    const { aggregator, aggregates } = fakes({
      M1: [
        { _type: 'market_date', id: 'M1', date: '2026-05-03' },
        { _type: 'space_request', id: 'R1', vendorId: 'V1', status: 'approved', amountDue: 4000 },
      ],
    });
    await aggregator.apply([
      { pk: 'MARKET_DATE#M1', sk: 'REQUEST#V1' },
      { pk: 'MARKET_DATE#M1', sk: 'SPACE#S1' },
      { pk: 'MARKET_DATE#M2', sk: 'MARKET_DATE' },
      { pk: 'VENDOR#V1', sk: 'VENDOR' },
    ]);
    expect([...aggregates.keys()]).toEqual(['M1']);
    expect(aggregates.get('M1')!.cells[0]).toMatchObject({
      vendorTypeId: 'T1',
      requested: 1,
      approved: 1,
      marketRevenue: 4000,
    });
  });

  it('leaves a date alone when only its tally or a guard changed', async () => {
    const { aggregator, aggregates } = fakes({ M1: [{ _type: 'market_date', id: 'M1', date: '2026-05-03' }] });
    await aggregator.apply([
      { pk: 'MARKET_DATE#M1', sk: 'DATE_TALLY', newImage: { _type: 'date_tally' } },
      { pk: 'MARKET_DATE#M1', sk: 'ASSIGNED#V1', oldImage: { _type: 'assignment_guard' } },
    ]);
    expect(aggregates.size).toBe(0);
    await aggregator.apply([{ pk: 'MARKET_DATE#M1', sk: 'REQUEST#V1', oldImage: { _type: 'space_request' } }]);
    expect([...aggregates.keys()]).toEqual(['M1']);
  });

  it('keeps a copy of each auto-payment and forgets one that stops being one', async () => {
    const { aggregator, autoPayments } = fakes({});
    const auto = payment({ source: 'auto-payment' });
    await aggregator.apply([{ pk: 'VENDOR#V1', sk: 'PAYMENT#P1', newImage: auto }]);
    expect(autoPayments.get('P1')).toMatchObject({ amount: 4000, status: 'completed', marketDate: '2026-05-03' });
    await aggregator.apply([{ pk: 'VENDOR#V1', sk: 'PAYMENT#P1', oldImage: auto }]);
    expect(autoPayments.size).toBe(0);
  });

  it('tells an auto-payment from a payment a person made', () => {
    expect(isAutoPayment(payment({ source: 'auto-payment' }))).toBe(true);
    expect(isAutoPayment(payment({ offSession: true }))).toBe(true);
    expect(isAutoPayment(payment({ createdBy: 'U1', paymentMethod: 'credit' }))).toBe(false);
  });
});
