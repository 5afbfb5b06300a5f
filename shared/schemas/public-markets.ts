/**
 * GET /api/public/markets, in a module of its own: every page's footer reads it, so it carries nothing else (valibot,
 * as the other public pages' schemas, to keep zod off a first visit).
 */
import * as v from 'valibot';

const marketDaySchema = v.object({ weekday: v.number(), opens: v.string(), closes: v.string() });

/**
 * GET /api/public/markets: the active markets, with their place and their days and hours ("Every Sunday 9:00 AM to
 * 1:00 PM"). Never a password, only whether the market's maps ask for one.
 */
const publicMarketSchema = v.object({
  id: v.string(),
  name: v.string(),
  shortName: v.string(),
  address: v.string(),
  mapLink: v.nullable(v.string()),
  description: v.string(),
  logoUrl: v.nullable(v.string()),
  hours: v.string(),
  days: v.array(marketDaySchema),
  timeZone: v.string(),
  mapPasswordSet: v.boolean(),
});
export type PublicMarket = v.InferOutput<typeof publicMarketSchema>;
export const publicMarketsSchema = v.object({ markets: v.array(publicMarketSchema) });
