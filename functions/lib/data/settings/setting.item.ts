import * as z from '../../../../shared/zod.js';
import { base } from '../item-fields.js';
import { keys } from '../keys.js';
import { defineEntity } from '../toolkit/index.js';

/** A setting's value is stored typed (boolean, number, string, a map or a tender list), not as text. */
const settingValue = z.union([
  z.boolean(),
  z.number(),
  z.string(),
  z.record(z.string(), z.string()),
  z.array(z.object({ code: z.string(), label: z.string(), reimbursable: z.boolean() })),
]);
export const systemSettingItemSchema = z.object({
  _type: z.literal('system_setting'),
  ...base,
  key: z.string().check(z.minLength(1)),
  value: settingValue,
  description: z._default(z.string(), ''),
  updatedBy: z.orNull(z.string()),
});
export type SystemSettingItem = z.infer<typeof systemSettingItemSchema>;

export const systemSettingEntity = defineEntity({
  type: 'system_setting',
  schema: systemSettingItemSchema,
  key: keys.systemSetting,
});
