import { describe, expect, it } from 'vitest';
import { MISSING_MSG } from '../../shared/missing-vendors-messages.js';
import { renderMessage } from '../../shared/message-templates.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { SpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import type { DirectoryEntry } from '../lib/data/vendors/vendor-directory.js';
import type { OutgoingMessage } from '../lib/ports.js';
import { makeMissingVendorsService, type MissingVendorsDeps } from './missing-vendors.service.js';

const admin = { id: 'admin-1', role: 'admin', permissions: [] } as unknown as SessionUser;
const actor = { userId: 'admin-1', userName: 'Admin', ipAddress: null, userAgent: null };
// Thursday 11 June 2026, 10:00 in Los Angeles.
const NOW = new Date('2026-06-11T17:00:00Z');

const entry = (id: string, over: Partial<DirectoryEntry> = {}): DirectoryEntry => ({
  id,
  name: `Stand ${id}`,
  contactName: 'Pat',
  email: `${id}@example.com`,
  phone: '7075550100',
  vendorTypeId: '1',
  status: 'APPROVED',
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  ...over,
});

function world(opts: { request?: Partial<SpaceRequestItem>; dateStatus?: string; date?: string } = {}) {
  const queued: OutgoingMessage[][] = [];
  const created: SpaceRequestItem[] = [];
  const marketDate = { id: 'd1', date: opts.date ?? '2026-06-14', status: opts.dateStatus ?? 'upcoming' };
  const directory = new Map(
    [entry('v1'), entry('v2', { email: '' }), entry('v3'), entry('v4', { status: 'HOLD' }), entry('v5')].map((v) => [
      v.id,
      v,
    ]),
  );
  /** Every vendor id read from the directory (deleted ones left out of the answer, as a BatchGet leaves them). */
  const asked: string[] = [];
  const named = async (ids: readonly string[]) => (
    asked.push(...ids),
    [...new Set(ids)].flatMap((id) => directory.get(id) ?? [])
  );
  /** Which fakes were read: the report must never read a date whole. */
  const reads: string[] = [];
  const deps = {
    missing: {
      marketDate: async (id: string) => (id === 'd1' ? { id, date: marketDate.date, marketId: 'main' } : undefined),
      vendorsOf: named,
      contactsOf: named,
      // On the date: v1. A week before: v1, v3 (space s3, north), v4 (on hold) and a vendor since deleted.
      attendedRequests: async (id: string) => (
        reads.push(`attended ${id}`),
        ['v1', 'v3', 'v4', 'gone'].map((vendorId) => ({
          vendorId,
          status: 'approved',
          spaceId: `s${vendorId.slice(1)}`,
        }))
      ),
      spaceAreas: async (id: string) => (reads.push(`areas ${id}`), new Map([['s3', 'north']])),
      vendorsWithRequestOn: async (id: string, vendorIds: readonly string[]) => (
        reads.push(`requests on ${id}`),
        new Set(vendorIds.filter((v) => v === 'v1'))
      ),
      datesBetween: async () => [{ id: 'd0', date: '2026-06-07', status: 'published' }],
    },
    requests: {
      actionState: async (_d: string, vendorId: string) => ({
        marketDate: { ...marketDate, notes: null, publishedAt: null },
        request: opts.request ? ({ status: 'skipped', ...opts.request } as SpaceRequestItem) : undefined,
        vendor: vendorId === 'v1' ? { id: 'v1', name: 'Stand v1', status: 'APPROVED' } : undefined,
      }),
      spaceLabels: async (spaces: { spaceId: string }[]) =>
        new Map(spaces.filter((s) => s.spaceId === 's1').map((s) => [s.spaceId, 'A1'])),
      createRequest: async (item: SpaceRequestItem) => {
        created.push(item);
        return true;
      },
    },
    catalog: { snapshot: async () => ({ vendorTypes: [] }) },
    settings: { getSettings: async () => ({ marketTimeZone: 'America/Los_Angeles', markets: [] }) },
    queue: { enqueue: async (m: OutgoingMessage[]) => void queued.push(m) },
    appUrl: 'https://market.example.com',
    now: () => NOW,
  } as unknown as MissingVendorsDeps;
  return { service: makeMissingVendorsService(deps), queued, created, asked, reads };
}

describe('the Missing Vendors report', () => {
  it('reads only the vendors of earlier dates without a request on this one, and lists the approved of them', async () => {
    const { service, asked, reads } = world();
    const report = await service.report('d1', { type: undefined, area: undefined });
    expect(report.vendors.map((v) => [v.id, v.name, v.lastAttendedDate])).toEqual([['v3', 'Stand v3', '2026-06-07']]);
    expect(new Set(asked)).toEqual(new Set(['v3', 'v4', 'gone']));
    // The week before's attended requests and the date's requests of those vendors, by key: no spaces without a filter.
    expect(reads).toEqual(['attended d0', 'requests on d1']);
  });

  it('filters by the area of the space held on the last attended date, reading the spaces only then', async () => {
    const north = world();
    expect((await north.service.report('d1', { type: undefined, area: 'north' })).vendors.map((v) => v.id)).toEqual([
      'v3',
    ]);
    expect(north.reads).toContain('areas d0');
    const south = world();
    expect((await south.service.report('d1', { type: undefined, area: 'south' })).vendors).toEqual([]);
  });
});

describe('reminding missing vendors', () => {
  it('queues one e-mail per vendor in one call, skips vendors without an address, and answers the count', async () => {
    const { service, queued, asked } = world();
    expect(await service.remind('d1', ['v1', 'v2', 'v3', 'v1'])).toEqual({ sentCount: 2 });
    expect(new Set(asked)).toEqual(new Set(['v1', 'v2', 'v3']));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.map((m) => [m.channel, m.to, m.id])).toEqual([
      ['email', 'v1@example.com', 'r20260611-d1-v1'],
      ['email', 'v3@example.com', 'r20260611-d1-v3'],
    ]);
    const rendered = renderMessage(queued[0]![0]!.templateId, queued[0]![0]!.variables);
    expect(rendered.subject).toBe('Will we see you on Sunday, June 14, 2026?');
    expect(rendered.text).toContain('https://market.example.com/vendor/space-requests');
  });

  it('answers 404 for an unknown date or when no named vendor exists', async () => {
    const { service, queued } = world();
    await expect(service.remind('nope', ['v1'])).rejects.toMatchObject({ message: MISSING_MSG.marketDateNotFound });
    await expect(service.remind('d1', ['ghost'])).rejects.toMatchObject({ message: MISSING_MSG.vendorNotFound });
    expect(queued).toEqual([]);
  });
});

describe('an admin creating a request for a missing vendor', () => {
  it('creates a requested request with the notes, for a date already past too', async () => {
    const { service, created } = world({ date: '2026-06-07' });
    const answer = await service.createRequest(admin, 'd1', 'v1', { notes: 'Called', spaceId: 's1' }, actor);
    expect(answer).toEqual({ id: created[0]!.id, status: 'requested', vendorId: 'v1', marketDateId: 'd1' });
    expect(created[0]).toMatchObject({ status: 'requested', notes: 'Called', date: '2026-06-07', spaceId: null });
  });

  it('refuses when any request exists (a skip too), the date is canceled, or the space is not the date’s', async () => {
    const skipped = world({ request: { status: 'skipped' } });
    await expect(
      skipped.service.createRequest(admin, 'd1', 'v1', { notes: null, spaceId: null }, actor),
    ).rejects.toMatchObject({ message: MISSING_MSG.requestExists });
    const canceled = world({ dateStatus: 'canceled' });
    await expect(
      canceled.service.createRequest(admin, 'd1', 'v1', { notes: null, spaceId: null }, actor),
    ).rejects.toMatchObject({ message: 'This market date has been canceled.' });
    const wrongSpace = world();
    await expect(
      wrongSpace.service.createRequest(admin, 'd1', 'v1', { notes: null, spaceId: 's9' }, actor),
    ).rejects.toMatchObject({ message: MISSING_MSG.spaceNotFound });
    await expect(
      wrongSpace.service.createRequest(admin, 'd1', 'v2', { notes: null, spaceId: null }, actor),
    ).rejects.toMatchObject({ message: MISSING_MSG.vendorNotFound });
    expect([...skipped.created, ...canceled.created, ...wrongSpace.created]).toEqual([]);
  });
});
