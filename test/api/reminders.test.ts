import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { directoryEntryItem } from '../../functions/lib/data/vendors/vendor-directory.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import { addDays, DEFAULT_MARKET_TIME_ZONE, isoDateInZone } from '../../shared/market-time.js';
import {
  dateNotesResponseSchema,
  remindersResponseSchema,
  vendorAlertResponseSchema,
  vendorAlertsResponseSchema,
} from '../../shared/schemas/reminders.js';
import { vendorNoteResponseSchema } from '../../shared/schemas/vendor-notes.js';
import type { ApiClient } from './client.js';
import { DEMO, signedInClient } from './factories.js';
import { makeMarketFixtures } from './market-fixtures.js';

/**
 * Reminders (vendor notes with a reminder date), the date's vendor notes (spec 2 §2.6) and vendor alerts as vendors
 * see them (spec 1 §2.8). The reminder tests run at a chosen instant: late evening in the market's zone, when the
 * UTC date is already the next day, so "today" must come from the market's zone.
 */
const TEST_NOW = 'x-marketday-test-now';
/** 05:00 UTC on 10 June 2091: still 9 June in America/Los_Angeles. */
const NOW = '2091-06-10T05:00:00.000Z';
const fx = makeMarketFixtures();
let admin: ApiClient;
let today: string;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
  today = isoDateInZone(new Date(NOW), await fx.setting('market_time_zone', DEFAULT_MARKET_TIME_ZONE));
});

afterAll(async () => {
  await fx.cleanup();
});

/** A vendor listed in the vendor directory, as vendors created through the product are. */
async function listedVendor(over: Partial<VendorItem> = {}): Promise<VendorItem> {
  const vendor = await fx.vendor(over);
  const entry = directoryEntryItem(vendor);
  await fx.table.put(entry);
  fx.track({ pk: entry.pk, sk: entry.sk });
  return vendor;
}

async function addNote(vendorId: string, note: string, reminderDate: string | null) {
  // Written on the test's day, so a reminder years ahead of the real clock is a plausible date.
  const res = await admin.request('POST', `/api/vendors/${vendorId}/notes`, {
    body: { note, reminderDate },
    ...at(NOW),
  });
  expect(res.status).toBe(201);
  const created = vendorNoteResponseSchema.parse(res.body).note;
  fx.track(keys.vendorNote(vendorId, created.id));
  return created;
}

const at = (when: string) => ({ headers: { [TEST_NOW]: when } });

async function view(name: 'today' | 'upcoming' | 'overdue', when = NOW) {
  const res = await admin.request('GET', `/api/reminders?view=${name}`, at(when));
  expect(res.status).toBe(200);
  return remindersResponseSchema.parse(res.body);
}

describe('reminders (Due Today, Upcoming, Overdue)', () => {
  it("splits reminders by today in the market's time zone, with days until each", async () => {
    expect(today).toBe('2091-06-09');
    const vendor = await listedVendor({ name: 'Reminder Ridge Farm' });
    const due = await addNote(vendor.id, 'Call about the insurance certificate', today);
    // The UTC date of NOW: upcoming in the market's zone.
    const tomorrow = await addNote(vendor.id, 'Ask about the corner space', addDays(today, 1));
    const late = await addNote(vendor.id, 'Chase the late fee', addDays(today, -3));
    await addNote(vendor.id, 'A plain note, no reminder', null);

    const mine = (r: Awaited<ReturnType<typeof view>>) => r.reminders.filter((n) => n.vendorId === vendor.id);
    const dueToday = await view('today');
    expect(dueToday.today).toBe(today);
    expect(mine(dueToday).map((n) => [n.id, n.daysUntilReminder, n.vendorName])).toEqual([
      [due.id, 0, 'Reminder Ridge Farm'],
    ]);
    expect(mine(await view('upcoming')).map((n) => [n.id, n.daysUntilReminder])).toEqual([[tomorrow.id, 1]]);
    expect(mine(await view('overdue')).map((n) => [n.id, n.daysUntilReminder])).toEqual([[late.id, -3]]);

    // An hour later it is 10 June in the market too: yesterday's reminder is overdue, tomorrow's is due.
    const nextMorning = '2091-06-10T08:00:00.000Z';
    expect(mine(await view('today', nextMorning)).map((n) => n.id)).toEqual([tomorrow.id]);
    expect(
      mine(await view('overdue', nextMorning))
        .map((n) => n.id)
        .sort(),
    ).toEqual([due.id, late.id].sort());
  });

  it('marking one done archives it and it leaves every list; editing moves it between lists', async () => {
    const vendor = await listedVendor();
    const note = await addNote(vendor.id, 'Collect the banner', today);
    const ids = async (name: 'today' | 'upcoming' | 'overdue') =>
      (await view(name)).reminders.filter((n) => n.vendorId === vendor.id).map((n) => n.id);

    const moved = await admin.request('PATCH', `/api/vendors/${vendor.id}/notes/${note.id}`, {
      body: { note: 'Collect the banner and the tent weights', reminderDate: addDays(today, 5) },
      ...at(NOW),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.note).toMatchObject({ note: 'Collect the banner and the tent weights', isArchived: false });
    expect(await ids('today')).toEqual([]);
    expect(await ids('upcoming')).toEqual([note.id]);

    const done = await admin.patch(`/api/vendors/${vendor.id}/notes/${note.id}`, { isArchived: true });
    expect(done.status).toBe(200);
    expect(done.body.note.isArchived).toBe(true);
    for (const name of ['today', 'upcoming', 'overdue'] as const) expect(await ids(name)).toEqual([]);
    // Still on the vendor's own list, marked archived.
    const own = await admin.get(`/api/vendors/${vendor.id}/notes`);
    expect(own.body.notes.map((n: { id: string; isArchived: boolean }) => [n.id, n.isArchived])).toEqual([
      [note.id, true],
    ]);
  });

  it('reads each list and the date notes in the same number of DynamoDB requests for 1 reminder or 11', async () => {
    const vendor = await listedVendor();
    const date = await fx.marketDate('2091-06-17');
    await addNote(vendor.id, 'First', today);
    const count = async () => {
      const list = await admin.request('GET', '/api/reminders?view=today', at(NOW));
      const notes = await admin.get(`/api/dashboard/market-date/${date.id}/vendor-notes?limit=100`);
      return [admin.ddbRequests(list), admin.ddbRequests(notes)];
    };
    const few = await count();
    for (let i = 0; i < 10; i++) await addNote(vendor.id, `More ${i}`, today);
    expect(await count()).toEqual(few);
    expect(few[0]).toBeLessThanOrEqual(4);
    expect(few[1]).toBeLessThanOrEqual(7);
  });

  it('refuses a bad view, a bad date and an unknown note', async () => {
    const vendor = await listedVendor();
    const note = await addNote(vendor.id, 'x', today);
    expect((await admin.get('/api/reminders?view=someday')).status).toBe(400);
    expect(
      (await admin.patch(`/api/vendors/${vendor.id}/notes/${note.id}`, { reminderDate: '2091-02-30' })).status,
    ).toBe(400);
    expect(
      (await admin.patch(`/api/vendors/${vendor.id}/notes/01NOSUCHNOTE000000000000000`, { note: 'y' })).status,
    ).toBe(404);
  });
});

describe("the date's vendor notes (spec 2 §2.6)", () => {
  it('lists open reminders due by the date and notes written since the previous date, limited, by vendor type', async () => {
    await fx.marketDate('2092-08-03');
    const date = await fx.marketDate('2092-08-10');
    const produce = await listedVendor({ name: 'Date Notes Produce', vendorTypeId: '1' });
    const bakery = await listedVendor({ name: 'Date Notes Bakery', vendorTypeId: '2' });
    const r1 = await addNote(produce.id, 'Bring the scale certificate', '2092-08-10');
    const r2 = await addNote(bakery.id, 'Move to the shade row', '2092-08-05');
    await addNote(bakery.id, 'After the date: not listed', '2092-08-11');
    const done = await addNote(produce.id, 'Done already', '2092-08-09');
    await admin.patch(`/api/vendors/${produce.id}/notes/${done.id}`, { isArchived: true });

    const res = await admin.request(
      'GET',
      `/api/dashboard/market-date/${date.id}/vendor-notes?limit=100`,
      at('2092-08-07T19:00:00.000Z'),
    );
    expect(res.status).toBe(200);
    const body = dateNotesResponseSchema.parse(res.body);
    expect(body.marketDate).toEqual({ id: date.id, date: '2092-08-10' });
    const mine = body.notes.filter((n) => [produce.id, bakery.id].includes(n.vendorId));
    expect(mine.map((n) => [n.id, n.vendorName, n.isReminder, n.daysUntilReminder])).toEqual([
      [r2.id, 'Date Notes Bakery', true, -2],
      [r1.id, 'Date Notes Produce', true, 3],
    ]);

    const bakeryOnly = dateNotesResponseSchema.parse(
      (await admin.get(`/api/dashboard/market-date/${date.id}/vendor-notes?limit=100&vendorTypeId=2`)).body,
    );
    expect(bakeryOnly.notes.map((n) => n.vendorId)).toContain(bakery.id);
    expect(bakeryOnly.notes.map((n) => n.vendorId)).not.toContain(produce.id);

    const card = dateNotesResponseSchema.parse(
      (await admin.get(`/api/dashboard/market-date/${date.id}/vendor-notes`)).body,
    );
    expect(card.notes.length).toBeLessThanOrEqual(5);
    expect(card.totalCount).toBeGreaterThanOrEqual(2);
    expect(card.totalCount).toBeGreaterThanOrEqual(card.notes.length);
    const one = await admin.get(`/api/dashboard/market-date/${date.id}/vendor-notes?limit=1`);
    expect(one.body.notes).toHaveLength(1);
    expect((await admin.get(`/api/dashboard/market-date/${date.id}/vendor-notes?limit=101`)).status).toBe(400);
    expect((await admin.get('/api/dashboard/market-date/01NOSUCHDATE0000000000000/vendor-notes')).status).toBe(404);
  });
});

describe('vendor alerts seen from a vendor dashboard (spec 1 §2.8)', () => {
  it('an alert for one vendor type reaches its vendors, not another type, and disappears once ended', async () => {
    const soap = await listedVendor({ vendorTypeId: '3' });
    const bread = await listedVendor({ vendorTypeId: '2' });
    const soapUser = await fx.vendorUser(soap.id);
    const breadUser = await fx.vendorUser(bread.id);
    const startDate = await fx.today();

    const created = await admin.post('/api/vendor-alerts', {
      subject: 'Soap makers: new table rules',
      body: 'Tables must be covered.\\nBring weights.',
      startDate,
      vendorTypeIds: ['3'],
      priority: 'high',
    });
    expect(created.status).toBe(201);
    const alert = vendorAlertResponseSchema.parse(created.body).alert;
    fx.track(keys.vendorAlert(alert.id));
    expect(alert).toMatchObject({ priority: 'high', isActive: true, isCurrent: true, vendorIds: [] });

    const seenBy = async (api: ApiClient) =>
      ((await api.get('/api/vendor/dashboard')).body.alerts as { id: string }[]).map((a) => a.id);
    expect(await seenBy(soapUser.api)).toContain(alert.id);
    expect(await seenBy(breadUser.api)).not.toContain(alert.id);

    const list = vendorAlertsResponseSchema.parse((await admin.get('/api/vendor-alerts')).body);
    expect(list.alerts.find((a) => a.id === alert.id)).toMatchObject({ subject: 'Soap makers: new table rules' });

    const ended = await admin.put(`/api/vendor-alerts/${alert.id}`, {
      subject: alert.subject,
      body: alert.body,
      startDate,
      vendorTypeIds: ['3'],
      priority: 'high',
      isActive: false,
    });
    expect(ended.status).toBe(200);
    expect(ended.body.alert).toMatchObject({ isActive: false, isCurrent: false });
    expect(await seenBy(soapUser.api)).not.toContain(alert.id);
  });

  it('defaults to medium priority and refuses an end before the start or an unknown alert', async () => {
    const startDate = await fx.today();
    const created = await admin.post('/api/vendor-alerts', {
      subject: 'Market closes early',
      body: 'At noon.',
      startDate,
    });
    expect(created.status).toBe(201);
    fx.track(keys.vendorAlert(created.body.alert.id));
    expect(created.body.alert.priority).toBe('medium');
    const reversed = await admin.post('/api/vendor-alerts', {
      subject: 'x',
      body: 'y',
      startDate,
      endDate: addDays(startDate, -1),
    });
    expect(reversed.status).toBe(400);
    const unknown = await admin.put('/api/vendor-alerts/01NOSUCHALERT000000000000', {
      subject: 'x',
      body: 'y',
      startDate,
    });
    expect(unknown.status).toBe(404);
  });
});
