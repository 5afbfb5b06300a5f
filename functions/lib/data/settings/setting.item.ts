import * as z from 'zod';
import { base } from '../item-fields.js';

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
  key: z.string().min(1),
  value: settingValue,
  description: z.string().default(''),
  updatedBy: z.string().nullable().default(null),
});
export type SystemSettingItem = z.infer<typeof systemSettingItemSchema>;
