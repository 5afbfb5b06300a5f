import { MARKET_DAY_MSG } from '../../shared/market-day-messages.js';
import { syncBodySchema } from '../../shared/schemas/market-day.js';
import { isId } from '../../shared/schemas/ids.js';
import { NotFoundError } from '../lib/http/errors.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import { auditActor } from '../lib/http/request-origin.js';
import type { MarketDayService } from './market-day.service.js';

/** Ids in the path are checked before any read: anything else is simply not there. */
function dateParam(value: string | undefined): string {
  if (!value || !isId(value)) throw new NotFoundError(MARKET_DAY_MSG.marketDateNotFound);
  return value;
}

export function makeMarketDayHandlers(deps: { marketDay: MarketDayService }): Record<string, RouteHandler> {
  const { marketDay } = deps;
  return {
    'GET /api/market-day': async () => json(await marketDay.today()),
    'GET /api/market-day/{marketDateId}': async (req) => json(await marketDay.day(dateParam(req.params.marketDateId))),
    'POST /api/market-day/{marketDateId}/sync': async (req) => {
      const marketDateId = dateParam(req.params.marketDateId);
      const body = parseWith(syncBodySchema, req.body);
      return json(await marketDay.sync(req.user!, auditActor(req), marketDateId, body.actions));
    },
  };
}
