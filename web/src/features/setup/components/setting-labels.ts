import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SettingKey } from '@shared/schemas/settings';

/** The labels of the settings the setup steps ask for (System Settings' own, shared/schemas/settings.ts), to read. */
export const SETTING_LABELS: Partial<Record<SettingKey, MessageDescriptor>> = {
  organisation_name: msg`Organisation name`,
  organisation_logo_url: msg`Organisation logo`,
  contact_email: msg`Contact email`,
  contact_phone: msg`Contact phone`,
  zelle_instructions: msg`Zelle instructions`,
  manual_payment_instructions: msg`Other payment instructions`,
};
