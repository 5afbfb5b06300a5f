import { patchSettingSchema } from '../../shared/schemas/settings.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import type { SettingsService } from './settings.service.js';

export function makeSettingsHandlers(deps: { settings: SettingsService }): Record<string, RouteHandler> {
  const { settings } = deps;
  return {
    'GET /api/system-settings': async () => json(await settings.list()),
    'GET /api/system-settings/round_cents': async () => json(await settings.roundCents()),
    'GET /api/system-settings/vendor-type-icons': async () => json(await settings.vendorTypeIcons()),
    'PATCH /api/system-settings/{key}': async (req) =>
      json(await settings.update(req.user!, req.params.key ?? '', parseWith(patchSettingSchema, req.body).value)),
  };
}
