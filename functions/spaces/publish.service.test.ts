import { describe, expect, it } from 'vitest';
import type { MarketDateItem, SpaceItem } from '../lib/data/market-dates/market-date.items.js';
import type { OutgoingMessage } from '../lib/ports.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { VendorSummary } from '../lib/data/market-dates/spaces.repository.js';
import type { SpacesDeps, SpacesStore } from './ports.js';
import { canPublish, makePublishService } from './publish.service.js';

const admin = { id: 'admin-1', role: 'admin' } as SessionUser;
const at = '2032-01-01T00:00:00.000Z';

function world(spaceVendors: (string | null)[]) {
  const marketDate = { id: 'd1', date: '2032-06-06', publishedAt: null as string | null } as MarketDateItem;
  const spaces = spaceVendors.map((vendorId, i) => ({ id: `s${i}`, label: `A${i + 1}`, vendorId }) as SpaceItem);
  const vendors = new Map<string, VendorSummary>(
    spaceVendors
      .filter((v): v is string => !!v)
      .map((id) => [id, { id, name: `Stand ${id}`, email: `${id}@example.com` } as VendorSummary]),
  );
  const sent: OutgoingMessage[][] = [];
  const store = {
    loadDate: async () => ({ marketDate, spaces, requests: [] }),
    getVendors: async () => vendors,
    textNotificationPhones: async () => new Map([['v1', ['4155550100', '4155550100', '4155550111']]]),
    markPublished: async () => {
      if (marketDate.publishedAt) return false;
      marketDate.publishedAt = at;
      return true;
    },
  } as unknown as SpacesStore;
  const deps = {
    spaces: store,
    queue: { enqueue: async (m: OutgoingMessage[]) => void sent.push(m) },
    appUrl: 'https://market.example.com',
    now: () => new Date(at),
  } as unknown as SpacesDeps;
  return { service: makePublishService(deps), sent, marketDate };
}

describe('publishing a market date', () => {
  it('needs at least half of the spaces assigned', () => {
    expect(canPublish(2, 4)).toBe(true);
    expect(canPublish(3, 7)).toBe(false);
    expect(canPublish(4, 7)).toBe(true);
    expect(canPublish(0, 0)).toBe(false);
  });

  it('enqueues one e-mail per assigned vendor in one call, plus a text per phone that chose texts', async () => {
    const { service, sent } = world(['v1', 'v2', null]);
    expect(await service.publish(admin, 'd1')).toEqual({ sentCount: 2, publishedAt: at });
    expect(sent).toHaveLength(1);
    const [batch] = sent;
    expect(batch!.map((m) => [m.channel, m.to])).toEqual([
      ['email', 'v1@example.com'],
      ['sms', '4155550100'],
      ['sms', '4155550111'],
      ['email', 'v2@example.com'],
    ]);
    expect(batch![0]).toMatchObject({
      templateId: 'space_assignment_published',
      variables: {
        vendorName: 'Stand v1',
        marketDate: 'Sunday, June 6, 2032',
        spaceLabel: 'A1',
        link: 'https://market.example.com/vendor/space-requests',
      },
    });
    // Ids name the date and the vendor, so a repeated enqueue is sent once by the worker.
    expect(new Set(batch!.map((m) => m.id)).size).toBe(4);
    expect(batch![0]!.id).toBe('publish-d1-v1-email');
  });

  it('refuses a second publish and below half assigned, sending nothing', async () => {
    const done = world(['v1', 'v2']);
    await done.service.publish(admin, 'd1');
    await expect(done.service.publish(admin, 'd1')).rejects.toMatchObject({
      status: 409,
      message: 'This market date has already been published.',
    });
    expect(done.sent).toHaveLength(1);

    const sparse = world(['v1', null, null]);
    await expect(sparse.service.publish(admin, 'd1')).rejects.toMatchObject({
      status: 409,
      message: 'At least 50% of spaces must be assigned before publishing (now 1 of 3).',
    });
    expect(sparse.sent).toHaveLength(0);
  });
});
