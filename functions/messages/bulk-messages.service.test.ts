import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { DirectoryEntry } from '../lib/data/vendors/vendor-directory.js';
import type { OutgoingMessage } from '../lib/ports.js';
import { makeTestDirectoryEntry } from '../../test/fixtures/service-rows.js';
import { makeBulkMessagesService, type BulkMessagesDeps } from './bulk-messages.service.js';

const vendor = (id: string, name: string, status: DirectoryEntry['status'], vendorTypeId = 't1'): DirectoryEntry =>
  makeTestDirectoryEntry({ id, name, status, vendorTypeId, contactName: `${name} Owner`, email: `${id}@example.com` });

const DIRECTORY = [
  vendor('v1', 'Orchard Row', 'APPROVED'),
  vendor('v2', 'Bread Co', 'APPROVED'),
  vendor('v3', 'Apple Barn', 'APPROVED', 't2'),
  vendor('v4', 'Cheese Cave', 'HOLD'),
  vendor('v5', 'Zinnia Flowers', 'APPROVED'),
  vendor('v6', 'Aardvark Jams', 'PENDING'),
];

/**
 * A directory that answers only the two reads the audience may make: a walk of one status's index (two vendors a
 * page, so an audience spans pages) and a read of named vendors. Each read is recorded.
 */
function fakeDeps(requests: { vendorId: string; status: string; amountBalance: number }[] = []) {
  const walked: { status: string; vendorTypeId?: string }[] = [];
  const named: string[][] = [];
  const queued: OutgoingMessage[] = [];
  const deps: BulkMessagesDeps = {
    store: {
      async *vendorPages(filter) {
        walked.push(filter);
        const rows = DIRECTORY.filter(
          (v) => v.status === filter.status && (!filter.vendorTypeId || v.vendorTypeId === filter.vendorTypeId),
        );
        for (let i = 0; i < rows.length; i += 2) yield rows.slice(i, i + 2);
      },
      async vendorsNamed(ids) {
        named.push([...ids]);
        return DIRECTORY.filter((v) => ids.includes(v.id));
      },
      contactChoices: async () => new Map(),
      dateRequests: async () => requests,
      createBatch: async () => true,
      batch: async () => undefined,
    },
    marketDate: async (id) => ({ id, date: '2030-05-04' }),
    missingVendorIds: async () => new Set(),
    queue: { enqueue: async (m) => void queued.push(...m) },
    appUrl: 'https://market.example',
    now: () => new Date('2030-05-01T12:00:00Z'),
  };
  return { deps, walked, named, queued };
}

const draft = { channel: 'email' as const, subject: 'Hello {{vendorName}}', body: 'See you soon' };

describe('bulk message audience', () => {
  it('counts every approved vendor across the pages of the approved index, sampling the first by name', async () => {
    const { deps, walked, named } = fakeDeps();
    const preview = await makeBulkMessagesService(deps).preview({ ...draft, audience: {} });
    expect(preview).toMatchObject({ recipients: 4, messages: 4, vendor: { id: 'v3', name: 'Apple Barn' } });
    expect(preview.subject).toBe('Hello Apple Barn');
    expect(walked).toEqual([{ status: 'APPROVED' }]);
    expect(named).toEqual([]);
  });

  it('reads each chosen status and vendor type from its own index', async () => {
    const { deps, walked } = fakeDeps();
    const preview = await makeBulkMessagesService(deps).preview({
      ...draft,
      audience: { statuses: ['APPROVED', 'HOLD'], vendorTypeIds: ['t1'] },
    });
    expect(preview).toMatchObject({ recipients: 4, vendor: { name: 'Bread Co' } });
    expect(walked).toEqual([
      { status: 'APPROVED', vendorTypeId: 't1' },
      { status: 'HOLD', vendorTypeId: 't1' },
    ]);
  });

  it("reads only the date's vendors by id for an audience picked by requests", async () => {
    const { deps, walked, named } = fakeDeps([
      { vendorId: 'v1', status: 'approved', amountBalance: 0 },
      { vendorId: 'v5', status: 'requested', amountBalance: 0 },
      { vendorId: 'v4', status: 'approved', amountBalance: 0 },
    ]);
    const preview = await makeBulkMessagesService(deps).preview({
      ...draft,
      audience: { marketDateId: '7', requestStatuses: ['approved'] },
    });
    // v4 is approved on the date but on hold as a vendor: the status filter still holds.
    expect(preview).toMatchObject({ recipients: 1, vendor: { id: 'v1' } });
    expect(named).toEqual([['v1', 'v5', 'v4']]);
    expect(walked).toEqual([]);
  });

  it('queues one e-mail per vendor of the audience in name order', async () => {
    const { deps, queued } = fakeDeps();
    const result = await makeBulkMessagesService(deps).send({ id: 'u1' } as SessionUser, {
      ...draft,
      audience: {},
    });
    expect(result.queued).toBe(4);
    expect(queued.map((m) => m.recipientId)).toEqual(['v3', 'v2', 'v1', 'v5']);
  });
});
