/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKET_TIME_ZONE, isoDateInZone } from '../../shared/market-time.js';
import { keys, TABLE_INDEXES } from '../../functions/lib/data/keys.js';
import { isType, type QueryInput } from '../../functions/lib/data/toolkit/index.js';
import { DEMO, localStores, signedInClient } from './factories.js';

/** The admin home: the next market date with its counts, and the applications waiting for review. */
async function queryAll(input: Omit<QueryInput, 'startKey'>): Promise<Record<string, any>[]> {
  return localStores().table.queryAll(input);
}

describe('the admin dashboard', () => {
  it('shows the next market date with its requests by status, spaces assigned and pending applications', async () => {
    const admin = await signedInClient(DEMO.admin, DEMO.password);
    const res = await admin.get('/api/dashboard/admin');
    expect(res.status).toBe(200);

    // What the table holds, read directly.
    const [zone] = await queryAll(keys.systemSetting('market_time_zone'));
    const today = isoDateInZone(new Date(), (zone?.value as string) ?? DEFAULT_MARKET_TIME_ZONE);
    const calendar = await queryAll({ index: TABLE_INDEXES.byNaturalKey, pk: 'MARKET_DATES', sk: { ge: today } });
    const next = calendar.filter((d) => d.status !== 'canceled').sort((a, b) => a.date.localeCompare(b.date))[0]!;
    const contents = await queryAll(keys.marketDatePartition(next.id));
    const requests = contents.filter((i) => isType(i, 'space_request'));
    const spaces = contents.filter((i) => isType(i, 'space'));
    const directory = await queryAll(keys.vendorDirectory);
    const pending = directory.filter((v) => v.status === 'PENDING');

    expect(res.body.today).toBe(today);
    expect(res.body.nextMarket).toMatchObject({
      id: next.id,
      date: next.date,
      published: next.publishedAt !== null && next.publishedAt !== undefined,
      spaces: { total: spaces.length, assigned: spaces.filter((s) => s.vendorId).length },
    });
    for (const status of ['requested', 'approved', 'confirmed', 'skipped', 'canceled']) {
      expect(res.body.nextMarket.requests[status]).toBe(requests.filter((r) => r.status === status).length);
    }
    expect(res.body.pendingApplications.count).toBe(pending.length);
    const latest = res.body.pendingApplications.latest;
    expect(latest.length).toBe(Math.min(5, pending.length));
    expect(latest.map((v: any) => v.createdAt)).toEqual([...latest.map((v: any) => v.createdAt)].sort().reverse());
    // The newest application first, with what the card shows of it.
    const newest = [...pending].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    expect(latest[0]).toEqual(
      newest && {
        id: newest.id,
        name: newest.name,
        contactName: newest.contactName,
        email: newest.email,
        phone: newest.phone,
        createdAt: newest.createdAt,
      },
    );
    // A session, the settings, the calendar, the applications' status index, the date's tally and its spaces:
    // constant, and none of them reads every vendor or every request.
    expect(admin.ddbRequests(res)).toBeLessThanOrEqual(6);
  });

  it('is for admins only', async () => {
    const vendor = await signedInClient(DEMO.vendor, DEMO.password);
    expect((await vendor.get('/api/dashboard/admin')).status).toBe(403);
  });
});
