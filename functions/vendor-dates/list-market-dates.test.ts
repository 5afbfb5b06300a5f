import { describe, expect, it } from 'vitest';
import { DEFAULT_VENDOR_PERMISSIONS } from '../../shared/permissions.js';
import type { VendorItem } from '../lib/data/vendors/vendor.items.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { CalendarEntry, RequestSummary } from '../lib/data/market-dates/vendor-dates.repository.js';
import { makeVendorDatesService, type VendorDatesStore } from './vendor-dates.service.js';

/** Monday 2025-06-09, midday in Los Angeles. */
const NOW = new Date('2025-06-09T19:00:00Z');
const TODAY = '2025-06-09';

const entry = (id: string, date: string, over: Partial<CalendarEntry> = {}): CalendarEntry => ({
  id,
  date,
  status: 'upcoming',
  notes: null,
  publishedAt: null,
  ...over,
});

const summary = (marketDateId: string, date: string, over: Partial<RequestSummary> = {}): RequestSummary => ({
  id: `r-${marketDateId}`,
  marketDateId,
  date,
  status: 'approved',
  spaceId: null,
  notes: null,
  amountDue: 4000,
  amountPaid: 4000,
  amountBalance: 0,
  grossSales: null,
  lateCancellationFee: 0,
  amountBase: 4000,
  salesBasedRate: 0,
  salesBasedFee: 0,
  amountLatePaymentFee: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  approvedAt: '2025-01-02T00:00:00.000Z',
  cancelledAt: null,
  cancelledReason: null,
  ...over,
});

/** A calendar of three earlier Sundays and two upcoming ones; the store answers the index reads as DynamoDB would. */
const CALENDAR = [
  entry('may18', '2025-05-18'),
  entry('may25', '2025-05-25', { status: 'canceled' }),
  entry('jun01', '2025-06-01', { publishedAt: '2025-05-30T00:00:00Z' }),
  entry('jun08', '2025-06-08'),
  entry('jun15', '2025-06-15'),
  entry('jun22', '2025-06-22'),
];

function makeStore(requests: RequestSummary[]) {
  const reads: string[] = [];
  const vendor = { id: 'v1', name: 'Stand', status: 'APPROVED', vendorTypeId: '1' } as VendorItem;
  const store = {
    vendor: async () => vendor,
    calendarFrom: async (from: string) => {
      reads.push(`from ${from}`);
      return CALENDAR.filter((d) => d.date >= from);
    },
    calendarBetween: async (from: string, to: string, order: 'oldest' | 'newest') => {
      reads.push(`between ${from} ${to} ${order}`);
      const found = CALENDAR.filter((d) => d.date >= from && d.date <= to);
      return order === 'newest' ? found.reverse() : found;
    },
    vendorRequests: async () => requests,
    vendorWithSpaceLabels: async (_id: string, spaces: { spaceId: string }[]) => ({
      vendor,
      labels: new Map(spaces.map((s) => [s.spaceId, `L-${s.spaceId}`])),
    }),
  } as unknown as VendorDatesStore;
  return { store, reads };
}

const settings = {
  getSettings: async () => ({
    marketTimeZone: 'America/Los_Angeles',
    lateCancellationFeeCents: 1500,
    latePaymentGraceDays: 7,
    markets: [],
  }),
};
const vendorUser: SessionUser = {
  id: 'u1',
  username: 'Sam',
  email: 'sam@example.com',
  role: 'vendor_user',
  vendorId: 'v1',
  permissions: [...DEFAULT_VENDOR_PERMISSIONS],
  defaultVendorTypes: [],
};

const list = (requests: RequestSummary[], past?: boolean) => {
  const fake = makeStore(requests);
  const service = makeVendorDatesService({ store: fake.store, settings, now: () => NOW });
  return { answer: service.listMarketDates(vendorUser, { past }), reads: fake.reads };
};

describe('the vendor space requests list (spec 3 §2)', () => {
  it('upcoming view: dates today or later, plus earlier dates with an unpaid balance, oldest first', async () => {
    const { answer, reads } = list([
      summary('may18', '2025-05-18', { amountPaid: 1000, amountBalance: 3000 }),
      summary('jun01', '2025-06-01'), // paid in full
      summary('jun08', '2025-06-08', { status: 'requested', amountPaid: 0, amountBalance: 4000 }),
    ]);
    const { today, dates } = await answer;
    expect(today).toBe(TODAY);
    expect(dates.map((d) => d.id)).toEqual(['may18', 'jun15', 'jun22']);
    expect(dates[0]!.spaceRequest).toMatchObject({
      amountBase: 4000,
      amountPaid: 1000,
      amountBalance: 3000,
      approvedAt: '2025-01-02T00:00:00.000Z',
      isPastDue: true,
    });
    // One calendar read, from the oldest date still owed on.
    expect(reads).toEqual(['from 2025-05-18']);
  });

  it('upcoming view without anything owed reads the calendar from yesterday (UTC)', async () => {
    const { answer, reads } = list([summary('jun15', '2025-06-15', { amountBalance: 4000, amountPaid: 0 })]);
    const { dates } = await answer;
    expect(dates.map((d) => d.id)).toEqual(['jun15', 'jun22']);
    expect(dates[0]!.spaceRequest?.isPastDue).toBe(false);
    expect(reads).toEqual(['from 2025-06-08']);
  });

  it('a late-cancellation fee still owed keeps its earlier date in the upcoming view', async () => {
    const { answer } = list([
      summary('jun08', '2025-06-08', {
        status: 'canceled',
        lateCancellationFee: 1500,
        amountDue: 1500,
        amountPaid: 0,
        amountBalance: 1500,
        cancelledAt: '2025-06-07T10:00:00.000Z',
        cancelledReason: 'Sick',
      }),
    ]);
    const { dates } = await answer;
    expect(dates[0]).toMatchObject({
      id: 'jun08',
      spaceRequest: { status: 'canceled', cancelledReason: 'Sick', isPastDue: true, lateCancellationFee: 1500 },
    });
  });

  it('past view: earlier dates newest first; a cancelled market date only where the vendor had a request', async () => {
    const { answer, reads } = list([summary('jun01', '2025-06-01', { spaceId: 's9' })], true);
    const { dates } = await answer;
    expect(dates.map((d) => d.id)).toEqual(['jun08', 'jun01', 'may18']);
    expect(dates[1]!.spaceRequest).toMatchObject({ spaceLabel: 'L-s9', spaceDisplay: 'Space #L-s9' });
    expect(reads).toEqual(['between 0000-01-01 2025-06-10 newest']);

    const withRequest = await list([summary('may25', '2025-05-25', { status: 'skipped' })], true).answer;
    expect(withRequest.dates.map((d) => d.id)).toEqual(['jun08', 'jun01', 'may25', 'may18']);
  });
});
