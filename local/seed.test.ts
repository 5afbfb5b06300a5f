import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { ITEM_SCHEMAS, isItemType } from '../test/fixtures/item-schemas.js';
import type {
  AreaItem,
  LandmarkTypeItem,
  SpaceTypeItem,
  VendorTypeItem,
} from '../functions/lib/data/catalog/catalog.items.js';
import type {
  LandmarkItem,
  LayoutItem,
  LayoutLandmarkItem,
  LayoutSpaceItem,
  MarketDateItem,
  SpaceItem,
  SpaceRequestItem,
} from '../functions/lib/data/market-dates/market-date.items.js';
import type { SystemSettingItem } from '../functions/lib/data/settings/setting.item.js';
import type { NotificationItem } from '../functions/lib/data/users/notification.item.js';
import type {
  DocumentItem,
  PaymentItem,
  VendorAlertItem,
  VendorItem,
  VendorNoteItem,
} from '../functions/lib/data/vendors/vendor.items.js';
import type { RequestAuditItem } from '../functions/lib/data/market-dates/request-audit.items.js';
import { addDays, isoDateInZone } from '../shared/market-time.js';
import { recountTally, recountTenderSums } from '../shared/date-tally.js';
import { dateRequestListingKey } from '../functions/lib/data/keys.js';
import { countedMarks } from '../functions/lib/data/market-dates/date-tally.js';
import { missingVendors } from '../shared/missing-vendors.js';
import { buildDemoMarket, marketSundays, seedDemoMarket, type TableItem } from './seed.js';
import { setValues } from '../test/fixtures/readable-expression.js';
import { FIRST_MARKET_ID } from '../shared/markets.js';

const LA = 'America/Los_Angeles';
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

describe('market Sundays in the market time zone', () => {
  it('on a Sunday evening in Los Angeles (already Monday in UTC), that Sunday is still the next market', () => {
    const today = new Date('2026-06-08T03:00:00Z'); // Sunday 7 June, 8 PM PDT
    expect(isoDateInZone(today, LA)).toBe('2026-06-07');
    const { past, upcoming } = marketSundays(today, LA);
    expect(upcoming[0]).toBe('2026-06-07');
    expect(past).toEqual(['2026-04-26', '2026-05-03', '2026-05-10', '2026-05-17', '2026-05-24', '2026-05-31']);
    expect(upcoming).toHaveLength(8);
    expect(upcoming[7]).toBe('2026-07-26');
  });

  it('on a Saturday the next market is tomorrow, and in UTC it would have been a week later', () => {
    const saturdayNight = new Date('2026-06-07T05:30:00Z'); // Saturday 6 June, 10:30 PM PDT
    expect(marketSundays(saturdayNight, LA).upcoming[0]).toBe('2026-06-07');
    expect(marketSundays(new Date('2026-06-08T03:00:00Z'), 'UTC').upcoming[0]).toBe('2026-06-14');
  });

  it('gives 14 consecutive Sundays, a week apart, across daylight-saving changes', () => {
    const { past, upcoming } = marketSundays(new Date('2026-03-04T20:00:00Z'), LA); // DST starts 8 March
    const all = [...past, ...upcoming];
    expect(all).toHaveLength(14);
    for (const d of all) expect(weekday(d)).toBe(0);
    for (let i = 1; i < all.length; i++) expect(addDays(all[i - 1]!, 7)).toBe(all[i]);
    expect(upcoming[0]).toBe('2026-03-08');
  });
});

describe('the demo market', () => {
  const today = new Date('2026-06-10T17:00:00Z'); // a Wednesday
  const market = buildDemoMarket({ today, adminUserId: 'admin-1' });
  const all: TableItem[] = [...market.vendorItems, ...market.items];
  const ofType = <T>(type: string) => all.filter((i) => i._type === type) as unknown as (T & TableItem)[];
  /** The Sunday market's part of the demo (the evening market's items carry its id). */
  const sundayOnly = <T extends { marketId?: unknown }>(items: T[]) =>
    items.filter((i) => (i.marketId ?? FIRST_MARKET_ID) === FIRST_MARKET_ID);
  const requests = ofType<SpaceRequestItem>('space_request');
  const spaces = ofType<SpaceItem>('space');
  const vendors = ofType<VendorItem>('vendor');
  const sunny = vendors.find((v) => v.name === 'Sunny Acres Farm')!;

  it('gives every item a unique key, and the shape its schema describes', () => {
    expect(new Set(all.map((i) => `${i.pk}|${i.sk}`)).size).toBe(all.length);
    for (const item of all) {
      const schema = isItemType(item._type) ? ITEM_SCHEMAS[item._type] : undefined;
      expect(schema, item._type).toBeDefined();
      const parsed = schema!.safeParse(item);
      expect(parsed.success, `${item._type}: ${parsed.error?.message}`).toBe(true);
      if (item._type !== 'unique_guard') expect(item).toMatchObject({ id: expect.any(String) });
      expect(String(item.createdAt) <= today.toISOString()).toBe(true);
    }
  });

  it('has the settings, vendor types, space types, areas and landmark types the market runs on', () => {
    const settings = Object.fromEntries(ofType<SystemSettingItem>('system_setting').map((s) => [s.key, s.value]));
    expect(settings).toMatchObject({
      round_cents: true,
      enable_public_profiles: true,
      market_time_zone: LA,
      late_cancellation_fee_cents: 1500,
      late_payment_fee_cents: 1000,
      late_payment_grace_days: 7,
      map_password: '',
      zelle_instructions: expect.stringContaining('Zelle'),
      manual_payment_instructions: expect.stringContaining('cash'),
    });
    const types = ofType<VendorTypeItem>('vendor_type');
    expect(types.map((t) => [t.id, t.code])).toEqual([
      ['1', 'FARM'],
      ['2', 'PREP'],
      ['3', 'CRAFT'],
      ['4', 'BAKERY'],
    ]);
    expect(types[0]).toMatchObject({ label: 'Farmers/Produce', requiresPrepayment: false, defaultBasePrice: 4000 });
    expect(ofType<SpaceTypeItem>('space_type').map((t) => t.name)).toEqual([
      '10x10 Standard',
      '10x20 Double',
      'Corner',
      'Food Truck',
    ]);
    expect(sundayOnly(ofType<AreaItem & { marketId?: string }>('area')).map((a) => a.name)).toEqual([
      'North Row',
      'South Row',
      'Food Court',
    ]);
    expect(ofType<LandmarkTypeItem>('landmark_type').map((a) => a.name)).toEqual([
      'Entrance',
      'Restroom',
      'Info Booth',
    ]);
  });

  it('has vendors of every type in every review state, each with its e-mail guard and lookup keys', () => {
    const byStatus = (s: string) => vendors.filter((v) => v.status === s).length;
    expect(byStatus('APPROVED')).toBeGreaterThan(vendors.length / 2);
    expect(byStatus('PENDING')).toBeGreaterThanOrEqual(1);
    expect(byStatus('HOLD')).toBe(1);
    expect(byStatus('REJECTED')).toBe(1);
    expect(new Set(vendors.map((v) => v.vendorTypeId))).toEqual(new Set(['1', '2', '3', '4']));
    expect(sunny).toMatchObject({ vendorTypeId: '1', status: 'APPROVED', email: 'vendor@example.com' });
    for (const v of vendors) {
      expect(v).toMatchObject({ gsi1pk: expect.any(String), gsi2pk: expect.any(String), gsi3pk: 'VENDORS' });
      expect(all.some((i) => i._type === 'unique_guard' && i.vendorId === v.id)).toBe(true);
    }
  });

  it('has the 6 past Sundays completed and published and the next 8 upcoming, with spaces and landmarks', () => {
    const dates = sundayOnly(ofType<MarketDateItem>('market_date')).sort((a, b) => a.date.localeCompare(b.date));
    expect(dates).toHaveLength(14);
    expect(dates.slice(0, 6).every((d) => d.status === 'completed' && d.publishedAt)).toBe(true);
    expect(dates.slice(6).every((d) => d.status === 'upcoming' && d.maxVendors === 40)).toBe(true);
    expect(dates[6]!.date).toBe('2026-06-14');
    expect(dates[6]!.publishedAt).not.toBeNull();
    expect(dates[7]!.publishedAt).toBeNull();
    for (const d of dates) {
      expect(d).toMatchObject({ gsi1pk: 'MARKET_DATES', gsi1sk: d.date, gsi2pk: 'MARKET_DATES#main', gsi2sk: d.date });
      const own = spaces.filter((s) => s.marketDateId === d.id);
      expect(own.map((s) => s.label)).toEqual([
        ...Array.from({ length: 12 }, (_, i) => `A${i + 1}`),
        ...Array.from({ length: 8 }, (_, i) => `B${i + 1}`),
        ...['F1', 'F2', 'F3', 'F4'],
      ]);
      expect(ofType<LandmarkItem>('landmark').filter((l) => l.marketDateId === d.id)).toHaveLength(3);
    }
    // The date after next is ready to publish: at least half its spaces assigned.
    const next2 = spaces.filter((s) => s.marketDateId === dates[7]!.id);
    expect(next2.filter((s) => s.vendorId).length / next2.length).toBeGreaterThanOrEqual(0.5);
  });

  it('keeps each date’s space counts on the date, and a default layout of 24 spaces with a few default vendors', () => {
    for (const d of ofType<MarketDateItem>('market_date')) {
      const own = spaces.filter((s) => s.marketDateId === d.id);
      expect(d.spaceCount).toBe(own.length);
      expect(d.assignedCount).toBe(own.filter((s) => s.vendorId).length);
    }
    const head = ofType<LayoutItem>('layout').filter((l) => l.id === 'default');
    expect(head).toHaveLength(1);
    const layoutSpaces = ofType<LayoutSpaceItem>('layout_space').filter((s) => s.layoutId === 'default');
    expect(layoutSpaces).toHaveLength(24);
    expect(layoutSpaces.every((s) => s.pk === `LAYOUT#default#${head[0]!.version}`)).toBe(true);
    const defaults = layoutSpaces.filter((s) => s.isDefault);
    expect(defaults.map((s) => s.label).sort()).toEqual(['A1', 'A6', 'B1', 'B2', 'F1']);
    for (const s of defaults) expect(vendors.find((v) => v.id === s.vendorId)?.status).toBe('APPROVED');
    expect(ofType<LayoutLandmarkItem>('layout_landmark').filter((l) => l.layoutId === 'default')).toHaveLength(3);
  });

  it('holds one vendor per space per date, and every approved request sits in its assigned space', () => {
    const taken = new Set<string>();
    for (const s of spaces.filter((s) => s.vendorId)) {
      const k = `${s.marketDateId}|${s.vendorId}`;
      expect(taken.has(k)).toBe(false);
      taken.add(k);
      const r = requests.find((r) => r.marketDateId === s.marketDateId && r.vendorId === s.vendorId)!;
      expect(r.spaceId).toBe(s.id);
    }
    for (const r of requests) {
      const assigned = r.status === 'approved' || r.status === 'confirmed';
      expect(!!r.spaceId).toBe(assigned);
      if (assigned) expect(spaces.find((s) => s.id === r.spaceId)?.vendorId).toBe(r.vendorId);
      expect(r).toMatchObject({ gsi2pk: `VENDOR_REQUESTS#${r.vendorId}`, gsi2sk: r.date });
    }
  });

  it('has requests in every state, with the spec’s amounts in whole cents', () => {
    const statuses = new Set(requests.map((r) => r.status));
    for (const s of ['requested', 'approved', 'confirmed', 'skipped', 'canceled']) expect(statuses).toContain(s);
    const approved = requests.filter((r) => r.status === 'approved');
    expect(approved.some((r) => r.amountBalance > 0)).toBe(true);
    expect(approved.some((r) => r.amountBalance === 0)).toBe(true);
    expect(requests.some((r) => r.status === 'canceled' && r.lateCancellationFee === 1500)).toBe(true);
    for (const r of requests) {
      for (const k of ['amountBase', 'salesBasedFee', 'amountDue', 'amountPaid', 'amountBalance'] as const) {
        expect(Number.isInteger(r[k]), k).toBe(true);
      }
      expect(r.amountBalance).toBe(r.amountDue - r.amountPaid);
      if (r.status !== 'canceled') {
        expect(r.amountDue).toBe(
          Math.max(r.amountBase, r.salesBasedFee) + r.lateCancellationFee + r.amountLatePaymentFee,
        );
      }
      if (r.grossSales !== null) expect(r.salesBasedFee).toBe(Math.round((r.grossSales * r.salesBasedRate) / 100));
    }
  });

  it('records a completed payment for everything paid, by several methods, and a refund that does not count', () => {
    const payments = ofType<PaymentItem>('payment');
    for (const r of requests) {
      const own = payments.filter((p) => p.spaceRequestId === r.id);
      const completed = own.filter((p) => p.status === 'completed');
      expect(completed.reduce((sum, p) => sum + p.amount, 0)).toBe(r.amountPaid);
      expect(own.every((p) => p.vendorId === r.vendorId && p.pk === `VENDOR#${r.vendorId}`)).toBe(true);
    }
    const methods = new Set(payments.map((p) => p.paymentMethod));
    for (const m of ['cash', 'check', 'zelle', 'venmo', 'credit']) expect(methods).toContain(m);
    expect(payments.some((p) => p.status === 'refunded')).toBe(true);
    // Part-paid: something paid and something still owed.
    expect(requests.some((r) => r.status === 'approved' && r.amountPaid > 0 && r.amountBalance > 0)).toBe(true);
  });

  it('keeps an audit log per request that replays to the request as stored', () => {
    const audit = ofType<RequestAuditItem>('space_request_audit');
    for (const r of requests) {
      const entries = audit
        .filter((a) => a.spaceRequestId === r.id)
        .sort((a, b) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0));
      expect(entries.length, r.id).toBeGreaterThan(0);
      expect(entries[0]).toMatchObject({ changeType: 'create', pk: `SPACE_REQUEST#${r.id}` });
      expect(entries.filter((e) => e.changeType === 'create').map((e) => e.fieldName)).toContain('status');
      // A new request's amounts start at 0, its sales and notes at null; a create entry is written only for what it
      // sets.
      const replayed = new Map<string, string | null>(['grossSales', 'notes', 'pricingNotes'].map((f) => [f, null]));
      const valueOf = (field: string) => (replayed.has(field) ? replayed.get(field)! : '0');
      for (const e of entries) {
        if (e.changeType === 'update') expect(e.oldValue).toBe(valueOf(e.fieldName!));
        replayed.set(e.fieldName!, e.newValue);
      }
      for (const field of [
        'status',
        'amountBase',
        'grossSales',
        'salesBasedFee',
        'amountDue',
        'amountPaid',
        'amountBalance',
        'lateCancellationFee',
      ] as const) {
        const stored = r[field] === null ? null : String(r[field]);
        expect([field, valueOf(field)]).toEqual([field, stored]);
      }
    }
  });

  it('splits most past sales by tender, adding up, with the SNAP tokens and coupons turned in on each date', () => {
    const split = requests.filter((r) => r.salesByTender);
    expect(split.length).toBeGreaterThan(requests.filter((r) => r.grossSales !== null).length / 2);
    for (const r of split) {
      expect(Object.values(r.salesByTender!).reduce((a, b) => a + b, 0)).toBe(r.grossSales);
      expect(Object.values(r.salesByTender!).every((cents) => Number.isInteger(cents) && cents > 0)).toBe(true);
    }
    const aggregates = ofType<Record<string, unknown>>('tender_aggregate');
    expect(aggregates).toHaveLength(new Set(split.map((r) => r.marketDateId)).size);
    for (const r of split) {
      const tokens = all.find((i) => i._type === 'vendor_tokens' && i.id === `${r.marketDateId}_${r.vendorId}`);
      expect(tokens?.byTender).toMatchObject({ snap: r.salesByTender!.snap });
    }
  });

  it("lists every request in its date's proceeds by its final status and sales, and keeps each date's sums counted", () => {
    for (const r of requests) expect(r).toMatchObject(dateRequestListingKey(r));
    for (const tally of ofType<Record<string, unknown>>('date_tally')) {
      const ofDate = requests.filter((r) => r.marketDateId === tally.id);
      expect(tally).toMatchObject({ ...recountTally(ofDate), ...recountTenderSums(ofDate), ...countedMarks() });
    }
    const sold = requests.filter((r) => r.grossSales !== null && (r.status === 'approved' || r.status === 'confirmed'));
    expect(sold.length).toBeGreaterThan(0);
  });

  it('has admins’ notes on vendors, a reminder among them', () => {
    const notes = ofType<VendorNoteItem>('vendor_note');
    expect(notes.length).toBeGreaterThanOrEqual(3);
    const reminder = notes.find((n) => n.vendorId === sunny.id && n.reminderDate);
    expect(reminder).toMatchObject({ pk: `VENDOR#${sunny.id}`, isArchived: false });
    expect(reminder!.sk.startsWith('NOTE#')).toBe(true);
    expect(notes.some((n) => n.isArchived)).toBe(true);
  });

  it('gives the demo vendor a past-due balance, average sales, a pending request, a skip and dates with no request', () => {
    const own = requests.filter((r) => r.vendorId === sunny.id);
    const todayIso = '2026-06-10';
    expect(own.some((r) => r.status === 'approved' && r.amountBalance > 0 && r.date < todayIso)).toBe(true);
    expect(own.filter((r) => r.grossSales !== null).length).toBeGreaterThan(3);
    expect(own.some((r) => r.status === 'requested')).toBe(true);
    expect(own.some((r) => r.status === 'skipped')).toBe(true);
    expect(own.filter((r) => r.date > todayIso).length).toBeLessThan(8);
  });

  it('leaves regulars without an answer for the next Sunday, so its Missing Vendors report has names to show', () => {
    const dates = sundayOnly(ofType<MarketDateItem>('market_date')).sort((a, b) => a.date.localeCompare(b.date));
    const next = dates[6]!;
    const sundayDateIds = new Set(dates.map((d) => d.id));
    const missing = missingVendors({
      date: next.date,
      vendors,
      requestedOnDate: new Set(requests.filter((r) => r.marketDateId === next.id).map((r) => r.vendorId)),
      earlierRequests: requests.filter((r) => sundayDateIds.has(r.marketDateId)),
      today: '2026-06-10',
    });
    expect(missing.map((m) => m.vendor.name)).toEqual([
      "Nonna's Pasta",
      'Seoul Street Kitchen',
      'Two Rivers Ranch',
      'Wildflower Pottery',
    ]);
    expect(missing.every((m) => m.lastAttendedDate === dates[5]!.date)).toBe(true);
  });

  it('gives the demo vendor one expired document, one expiring within 30 days and one in good standing', () => {
    const docs = ofType<DocumentItem>('document').filter((d) => d.vendorId === sunny.id && !d.archived);
    const days = docs.map((d) => (Date.parse(d.expirationDate!) - Date.parse('2026-06-10')) / 86_400_000);
    expect(days.some((d) => d < 0)).toBe(true);
    expect(days.some((d) => d >= 0 && d <= 30)).toBe(true);
    expect(days.some((d) => d > 30)).toBe(true);
  });

  it('has a high-priority alert whose body uses a literal backslash-n, and notifications for the admin', () => {
    const alert = ofType<VendorAlertItem>('vendor_alert').find((a) => a.priority === 'high')!;
    expect(alert.body).toContain('\\n');
    const notes = ofType<NotificationItem>('notification');
    expect(notes.length).toBeGreaterThanOrEqual(2);
    expect(notes.every((n) => n.pk === 'USER#admin-1')).toBe(true);
  });
});

describe('loading the demo market', () => {
  const ddbMock = mockClient(DynamoDBDocumentClient);
  const cognitoMock = mockClient(CognitoIdentityProviderClient);
  const ctx = () => ({
    ddb: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })),
    tableName: 'market',
    cognito: new CognitoIdentityProviderClient({ region: 'us-east-1' }),
    userPoolId: 'pool',
    userPoolClientId: 'client',
    today: new Date('2026-06-10T17:00:00Z'),
  });

  beforeEach(() => {
    ddbMock.reset();
    cognitoMock.reset();
    ddbMock.on(BatchWriteCommand).resolves({});
    cognitoMock.on(AdminCreateUserCommand).resolves({});
    cognitoMock.on(AdminSetUserPasswordCommand).resolves({});
  });

  it('writes in batches of at most 25 and a vendor transaction, and creates the demo sign-ins', async () => {
    await seedDemoMarket(ctx());
    const batches = ddbMock.commandCalls(BatchWriteCommand).map((c) => c.args[0].input.RequestItems!.market!);
    expect(batches.every((b) => b.length <= 25)).toBe(true);
    expect(batches.flat().length).toBeGreaterThan(500);
    const vendors = ddbMock
      .commandCalls(TransactWriteCommand)
      .filter((c) => c.args[0].input.TransactItems!.some((t) => t.Put?.Item?._type === 'vendor'));
    expect(vendors).toHaveLength(1);
    // Single-item puts: only the marker (the users go through their own transactions).
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(1);
    expect(cognitoMock.commandCalls(AdminCreateUserCommand).map((c) => c.args[0].input.UserAttributes)).toEqual([
      expect.arrayContaining([{ Name: 'email', Value: 'admin@example.com' }]),
      expect.arrayContaining([{ Name: 'email', Value: 'vendor@example.com' }]),
      expect.arrayContaining([{ Name: 'email', Value: 'jordan@example.com' }]),
    ]);
    expect(cognitoMock.commandCalls(AdminSetUserPasswordCommand).map((c) => c.args[0].input)).toEqual([
      expect.objectContaining({ Password: 'Demo-market-1', Permanent: true }),
      expect.objectContaining({ Password: 'Demo-market-1', Permanent: true }),
      expect.objectContaining({ Password: 'Demo-market-1', Permanent: true }),
    ]);
    const marker = ddbMock.commandCalls(UpdateCommand).at(-1)!.args[0].input;
    expect(setValues(marker).status).toBe('loaded');
  });

  it('does nothing the second time', async () => {
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    ddbMock.on(GetCommand).resolves({ Item: { status: 'loaded' } });
    await seedDemoMarket(ctx());
    expect(ddbMock.commandCalls(BatchWriteCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(cognitoMock.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('refuses to load over a load that did not finish', async () => {
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    ddbMock.on(GetCommand).resolves({ Item: { status: 'loading' } });
    await expect(seedDemoMarket(ctx())).rejects.toThrow(/did not finish/);
  });
});
