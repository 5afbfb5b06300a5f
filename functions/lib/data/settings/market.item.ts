import * as z from '../../../../shared/zod.js';
import { base } from '../item-fields.js';
import { keys } from '../keys.js';
import { defineEntity } from '../toolkit/index.js';

const day = z.object({ weekday: z.int(), opens: z.string(), closes: z.string() });

/**
 * A market: stored beside the settings (keys.market) so the settings query reads it. The map password is stored as
 * an scrypt hash ('' when the market's map is open) and never answered.
 */
export const marketItemSchema = z.object({
  _type: z.literal('market'),
  ...base,
  name: z.string(),
  shortName: z.string(),
  address: z._default(z.string(), ''),
  mapLink: z.orNull(z.string()),
  description: z._default(z.string(), ''),
  logoUrl: z.orNull(z.string()),
  days: z.array(day),
  timeZone: z.string(),
  seasonStart: z.orNull(z.string()),
  seasonEnd: z.orNull(z.string()),
  deadline: z.object({ daysBefore: z.int(), time: z.string() }),
  mapPasswordHash: z._default(z.string(), ''),
  defaultMaxVendors: z.orNull(z.int()),
  isActive: z._default(z.boolean(), true),
  updatedBy: z.orNull(z.string()),
});
export type MarketItem = z.infer<typeof marketItemSchema>;

export const marketEntity = defineEntity({ type: 'market', schema: marketItemSchema, key: keys.market });
