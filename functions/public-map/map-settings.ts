import { createHash } from 'node:crypto';
import type { SettingsRepository } from '../lib/data/settings/settings.repository.js';
import { toMarketSettings } from '../lib/data/settings/settings.repository.js';
import type { MapSettingsPort } from './public-map.service.js';

/**
 * The public map's view of the system settings: one query of the SETTINGS partition. The map password's stored
 * hash is reduced to a fingerprint here and goes no further; its check is the settings repository's.
 */
export function makeMapSettings(settings: SettingsRepository): MapSettingsPort {
  return {
    async load() {
      const items = await settings.readAll();
      const typed = toMarketSettings(items);
      const stored = items.get('map_password')?.value;
      return {
        enablePublicProfiles: typed.enablePublicProfiles,
        marketTimeZone: typed.marketTimeZone,
        marketRegulations: typed.marketRegulations,
        mapPasswordFingerprint:
          typed.mapPasswordSet && typeof stored === 'string'
            ? createHash('sha256').update(`map-password|${stored}`).digest('base64url')
            : null,
      };
    },
    verifyMapPassword: (candidate) => settings.verifyMapPassword(candidate),
  };
}
