import { createHash } from 'node:crypto';
import type { SettingsRepository } from '../lib/data/settings/settings.repository.js';
import { passwordMatches, toMarketSettings } from '../lib/data/settings/settings.repository.js';
import type { MapSettingsPort } from './public-map.service.js';

const fingerprint = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The public map's view of the system settings and the markets: one query of the SETTINGS partition. Each map
 * password's stored hash (the organisation's, a market's own) is reduced to a fingerprint here and goes no further;
 * its check is made here too.
 */
export function makeMapSettings(settings: SettingsRepository): MapSettingsPort {
  return {
    async load() {
      const { items, markets } = await settings.readPartition();
      const typed = toMarketSettings(items, markets);
      const stored = items.get('map_password')?.value;
      return {
        enablePublicProfiles: typed.enablePublicProfiles,
        marketTimeZone: typed.marketTimeZone,
        marketRegulations: typed.marketRegulations,
        mapPasswordFingerprint:
          typed.mapPasswordSet && typeof stored === 'string' ? fingerprint(`map-password|${stored}`) : null,
        markets: typed.markets.map((m) => ({
          id: m.id,
          name: m.name,
          shortName: m.shortName,
          address: m.address,
          mapLink: m.mapLink,
          description: m.description,
          logoUrl: m.logoUrl,
          days: m.days,
          timeZone: m.timeZone,
          deadline: m.deadline,
          defaultMaxVendors: m.defaultMaxVendors,
          isActive: m.isActive,
          mapPasswordFingerprint: m.mapPasswordHash
            ? fingerprint(`map-password|market|${m.id}|${m.mapPasswordHash}`)
            : null,
        })),
      };
    },
    /** A market's own password (one read of the market), or the organisation's (one read of the setting). */
    async verifyMapPassword(candidate, marketId) {
      const market = marketId ? await settings.getMarket(marketId) : undefined;
      if (market?.mapPasswordHash) return passwordMatches(market.mapPasswordHash, candidate);
      return settings.verifyMapPassword(candidate);
    },
  };
}
