import { describe, expect, it } from 'vitest';
import type { DashDate, DashRequest } from '../../shared/date-dashboard.js';
import { DEFAULT_TENDERS } from '../../shared/tenders.js';
import { TENDER_MSG } from '../../shared/tender-messages.js';
import { makeTestDashRequest } from '../../test/fixtures/service-rows.js';
import { makeTenderService, type TenderDeps } from './tender.service.js';

const T = '2026-06-14T17:00:00.000Z';
const request = (vendorId: string, status: string): DashRequest =>
  makeTestDashRequest(vendorId, status, { updatedAt: T });

/** A date where Apple Barn and Bee Farm attend, Cider Co. canceled, and Dairy turned tokens in without a request. */
function world() {
  const names: Record<string, string> = { a: 'Apple Barn', b: 'Bee Farm', c: 'Cider Co.', d: 'Dairy', z: 'Zinnia' };
  const asked: string[] = [];
  const date: DashDate = {
    marketDate: { id: 'm1', date: '2026-06-14', publishedAt: null, updatedAt: T },
    spaces: [],
    requests: [request('b', 'approved'), request('a', 'confirmed'), request('c', 'canceled')],
  };
  const deps = {
    dates: {
      dateSnapshot: async (id: string) => (id === 'm1' ? date : undefined),
      vendorsOf: async (ids: readonly string[]) => (
        asked.push(...ids),
        ids.flatMap((id) => (names[id] ? [{ id, name: names[id] }] : []))
      ),
    },
    tokens: {
      dateTokens: async () => [{ vendorId: 'd', vendorName: 'Dairy (then)', byTender: { snap: 500 }, updatedAt: T }],
      saveTokens: async (input: { byTender: Record<string, number> }) => ({ byTender: input.byTender, updatedAt: T }),
      aggregatesBetween: async () => [],
    },
    settings: { getSettings: async () => ({ salesTenders: DEFAULT_TENDERS }) },
    now: () => new Date(T),
  } as unknown as TenderDeps;
  return { service: makeTenderService(deps), asked };
}

describe('tokens of a market date', () => {
  it('names the attending vendors and those with tokens, reading only those vendors', async () => {
    const { service, asked } = world();
    const answer = await service.dateTokens('m1');
    expect(answer.vendors.map((v) => [v.vendorId, v.vendorName])).toEqual([
      ['a', 'Apple Barn'],
      ['b', 'Bee Farm'],
      ['d', 'Dairy'],
    ]);
    expect(new Set(asked)).toEqual(new Set(['a', 'b', 'd']));
  });

  it('saves a known vendor’s tokens under its name, and refuses a vendor that does not exist', async () => {
    const { service, asked } = world();
    const input = { byTender: {}, expectedUpdatedAt: null };
    expect(await service.saveTokens('m1', 'z', input, null)).toMatchObject({ vendorId: 'z', vendorName: 'Zinnia' });
    await expect(service.saveTokens('m1', 'ghost', input, null)).rejects.toThrow(TENDER_MSG.vendorNotFound);
    expect(asked).toEqual(['z', 'ghost']);
  });
});
