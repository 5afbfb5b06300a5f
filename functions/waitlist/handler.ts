import {
  WAITLIST_CODE_PATTERN,
  waitlistOfferBodySchema,
  waitlistOrderBodySchema,
} from '../../shared/schemas/waitlist.js';
import { WAITLIST_MSG } from '../../shared/waitlist.js';
import { clientAddressOf } from '../lib/auth/rate-limits.js';
import { NotFoundError } from '../lib/http/errors.js';
import { json, parseWith, type HttpRequest, type RouteHandler } from '../lib/http/http.js';
import type { WaitlistService } from './waitlist.service.js';

export function makeWaitlistHandlers(deps: { waitlist: WaitlistService }): Record<string, RouteHandler> {
  const id = (req: HttpRequest) => req.params.id ?? '';
  const code = (req: HttpRequest) => {
    const c = req.params.code ?? '';
    // A malformed code is simply one that does not exist.
    if (!WAITLIST_CODE_PATTERN.test(c)) throw new NotFoundError(WAITLIST_MSG.offerNotFound);
    return c;
  };
  const address = (req: HttpRequest) => clientAddressOf(req.event);
  return {
    'GET /api/market-dates/{id}/waitlist': async (req) => json(await deps.waitlist.list(id(req))),
    'POST /api/market-dates/{id}/waitlist/order': async (req) =>
      json(await deps.waitlist.move(id(req), parseWith(waitlistOrderBodySchema, req.body))),
    'POST /api/market-dates/{id}/waitlist/offer': async (req) =>
      json(await deps.waitlist.offer(req.user!, id(req), parseWith(waitlistOfferBodySchema, req.body))),
    'GET /api/public-waitlist/{code}': async (req) => json(await deps.waitlist.view(code(req), address(req))),
    'POST /api/public-waitlist/{code}/accept': async (req) =>
      json(await deps.waitlist.answer(code(req), true, address(req))),
    'POST /api/public-waitlist/{code}/decline': async (req) =>
      json(await deps.waitlist.answer(code(req), false, address(req))),
  };
}
