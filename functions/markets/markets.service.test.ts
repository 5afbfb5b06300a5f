import { describe, expect, it } from 'vitest';
import { MARKET_MSG } from '../../shared/market-messages.js';
import { SETUP_MSG } from '../../shared/market-setup-messages.js';
import { FIRST_MARKET_ID } from '../../shared/markets.js';
import { createMarketSchema, updateMarketSchema } from '../../shared/schemas/markets.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { MarketItem } from '../lib/data/settings/market.item.js';
import type { MarketSettings } from '../lib/data/settings/settings.repository.js';
import { makeMarketsService, toMarketDto } from './markets.service.js';

const admin = { id: 'admin1', role: 'admin', permissions: [], username: 'Ada Admin' } as unknown as SessionUser;

/** The settings repository's market calls over a list in memory; `interfere` runs between the read and the write. */
function setup(opts: { interfere?: () => void } = {}) {
  const markets: MarketItem[] = [];
  let clock = Date.parse('2033-01-01T00:00:00.000Z');
  let ids = 0;
  const service = makeMarketsService({
    settings: {
      getSettings: async () => ({ markets: markets.map((m) => ({ ...m })) }) as unknown as MarketSettings,
      getMarket: async (id) => markets.find((m) => m.id === id),
      createMarket: async (item) => (markets.some((m) => m.id === item.id) ? false : (markets.push(item), true)),
      replaceMarket: async (item, previousUpdatedAt) => {
        opts.interfere?.();
        const i = markets.findIndex((m) => m.id === item.id);
        if (i < 0 || markets[i]!.updatedAt !== previousUpdatedAt) return false;
        markets[i] = item;
        return true;
      },
    },
    hashPassword: async (p) => `scrypt$salt$${p.length}`,
    now: () => new Date((clock += 1000)),
    newId: () => `M${++ids}`,
  });
  return { service, markets };
}

const evening = createMarketSchema.parse({
  name: 'Riverside Evening Market',
  shortName: 'Riverside',
  days: [{ weekday: 3, opens: '16:00', closes: '20:00' }],
  timeZone: 'America/Los_Angeles',
  mapPassword: 'river-secret',
});

describe('the markets', () => {
  it('answers a market with its hours in words and whether a password is set, never the hash', async () => {
    const { service, markets } = setup();
    const created = await service.create(admin, evening);
    expect(created).toMatchObject({
      id: FIRST_MARKET_ID,
      hours: 'Every Wednesday 4:00 PM to 8:00 PM',
      mapPasswordSet: true,
    });
    expect(markets[0]!.mapPasswordHash).toBe('scrypt$salt$12');
    expect(JSON.stringify(created)).not.toContain('scrypt');
    expect(toMarketDto({ ...markets[0]!, mapPasswordHash: '' }).mapPasswordSet).toBe(false);
  });

  it('says the setup is needed until the first market is stored, which takes the first market id', async () => {
    const { service } = setup();
    expect(await service.list()).toEqual({ markets: [], setupNeeded: true });
    await service.create(admin, evening);
    await service.create(admin, { ...evening, name: 'Harbor Market', shortName: 'Harbor' });
    const { markets, setupNeeded } = await service.list();
    expect(setupNeeded).toBe(false);
    expect(markets.map((m) => m.id)).toEqual([FIRST_MARKET_ID, 'M1']);
  });

  it('keeps the password when the edit leaves it out, and clears it when the edit sends it empty', async () => {
    const { service } = setup();
    const { id } = await service.create(admin, evening);
    expect((await service.update(admin, id, updateMarketSchema.parse({ shortName: 'River' }))).mapPasswordSet).toBe(
      true,
    );
    expect((await service.update(admin, id, updateMarketSchema.parse({ mapPassword: '' }))).mapPasswordSet).toBe(false);
  });

  it('refuses a name another market has, whatever its case and spacing', async () => {
    const { service } = setup();
    await service.create(admin, evening);
    await expect(service.create(admin, { ...evening, name: '  riverside   EVENING market ' })).rejects.toMatchObject({
      status: 409,
      message: MARKET_MSG.nameTaken,
    });
  });

  it('refuses an edit when the market changed between its read and its write, or since the form loaded it', async () => {
    const { service: first } = setup();
    const loaded = await first.create(admin, evening);
    await first.update(admin, loaded.id, updateMarketSchema.parse({ shortName: 'River' }));
    await expect(
      first.update(admin, loaded.id, updateMarketSchema.parse({ shortName: 'X', expectedUpdatedAt: loaded.updatedAt })),
    ).rejects.toMatchObject({ status: 409, message: SETUP_MSG.changedMeanwhile });

    let meddle = () => {};
    const { service, markets } = setup({ interfere: () => meddle() });
    const { id } = await service.create(admin, evening);
    meddle = () => (markets[0] = { ...markets[0]!, updatedAt: 'someone else' });
    await expect(service.update(admin, id, updateMarketSchema.parse({ shortName: 'X' }))).rejects.toMatchObject({
      status: 409,
      message: SETUP_MSG.changedMeanwhile,
    });
  });

  it('answers 404 for an unknown market, and 400 for a season that would end before it starts', async () => {
    const { service } = setup();
    await expect(service.get('nope')).rejects.toMatchObject({ status: 404, message: MARKET_MSG.notFound });
    const { id } = await service.create(admin, { ...evening, seasonStart: '2033-05-01' });
    await expect(
      service.update(admin, id, updateMarketSchema.parse({ seasonEnd: '2033-04-01' })),
    ).rejects.toMatchObject({ status: 400, message: MARKET_MSG.seasonOrder });
  });
});
