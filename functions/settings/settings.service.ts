/**
 * System settings: the admin list and typed edits (each key validated by its own rule), and the two small reads any
 * signed-in screen needs (round_cents, and the icon of each vendor type). The map password is hashed before it is
 * stored and is never answered, not even to admins: they see only whether one is set.
 */
import { SETUP_MSG } from '../../shared/market-setup-messages.js';
import { isSettingKey, SETTING_DEFINITIONS, SETTING_KEYS, type SystemSetting } from '../../shared/schemas/settings.js';
import type { CatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import { ValidationError } from '../lib/http/errors.js';
import type { SystemSettingItem } from '../lib/data/settings/setting.item.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { SettingsRepository } from '../lib/data/settings/settings.repository.js';

export interface SettingsServiceDeps {
  settings: Pick<SettingsRepository, 'readAll' | 'put' | 'getSettings'>;
  catalog: Pick<CatalogRepository, 'snapshot'>;
  hashPassword: (password: string) => Promise<string>;
}

function toDto(key: string, item: SystemSettingItem | undefined): SystemSetting {
  const definition = isSettingKey(key) ? SETTING_DEFINITIONS[key] : undefined;
  const base = {
    key,
    description: item?.description || definition?.description || '',
    updatedAt: item?.updatedAt ?? null,
    updatedBy: item?.updatedBy ?? null,
  };
  if (key === 'map_password') {
    return { ...base, value: null, isSet: typeof item?.value === 'string' && item.value.length > 0 };
  }
  const value = item?.value ?? definition?.defaultValue ?? null;
  return { ...base, value: typeof value === 'object' && !Array.isArray(value) ? null : value };
}

export function makeSettingsService(deps: SettingsServiceDeps) {
  return {
    /** Every setting the product reads, with its default when it was never saved. */
    async list(): Promise<SystemSetting[]> {
      const stored = await deps.settings.readAll();
      return SETTING_KEYS.map((key) => toDto(key, stored.get(key)));
    },

    async update(caller: SessionUser, key: string, value: unknown): Promise<SystemSetting> {
      if (!isSettingKey(key)) throw new ValidationError(SETUP_MSG.settingUnknown(key), { field: 'key' });
      const definition = SETTING_DEFINITIONS[key];
      const parsed = definition.schema.safeParse(value);
      if (!parsed.success) {
        throw new ValidationError(parsed.error.issues[0]?.message ?? SETUP_MSG.settingUnknown(key), { field: 'value' });
      }
      let stored = parsed.data as SystemSettingItem['value'];
      if (key === 'map_password' && stored !== '') stored = await deps.hashPassword(stored as string);
      const item = await deps.settings.put(key, stored, caller.id, definition.description);
      return toDto(key, item);
    },

    async roundCents(): Promise<{ value: boolean }> {
      return { value: (await deps.settings.getSettings()).roundCents };
    },

    /** Vendor type code → icon class, from the vendor types themselves (each has its icon). */
    async vendorTypeIcons(): Promise<Record<string, string>> {
      const { vendorTypes } = await deps.catalog.snapshot();
      return Object.fromEntries(vendorTypes.map((t) => [t.code, t.icon]));
    },
  };
}
export type SettingsService = ReturnType<typeof makeSettingsService>;
