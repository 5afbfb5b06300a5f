/**
 * Reading a short code and what it opens, shared by the public pages. The code is looked up through the rate
 * limiter; the request it opens is found by its date and vendor (one request per vendor per date), so a link keeps
 * working when the request is skipped, requested again or cancelled.
 */
import { MSG } from '../../shared/messages.js';
import { dateMarket } from '../../shared/vendor-markets.js';
import { NotFoundError, TooManyRequestsError } from '../lib/http/errors.js';
import type { ShortCodeKind } from '../../shared/schemas/public-payments.js';
import type { ShortCodeItem } from '../lib/data/payments/payments.items.js';
import type { CodeContext } from '../lib/data/payments/public-payments.repository.js';
import type { PublicPagesDeps } from './ports.js';
import { marketToday, type FullContext } from './public-view.js';

/** Every page opens every kind of code: a reminder link becomes the request page once a request exists. */
const ANY_CODE: readonly ShortCodeKind[] = ['reminder', 'request', 'payment'];

export interface OpenedCode {
  code: ShortCodeItem;
  ctx: CodeContext;
  today: string;
  now: Date;
  settings: Awaited<ReturnType<PublicPagesDeps['settings']['getSettings']>>;
}

export function makeCodeReader(deps: PublicPagesDeps) {
  const now = deps.now;

  async function open(code: string, clientAddress: string, notFound: string): Promise<OpenedCode> {
    const [item, settings] = await Promise.all([
      deps.codes.resolve(code, ANY_CODE, clientAddress),
      deps.settings.getSettings(),
    ]);
    if (item === 'limited') throw new TooManyRequestsError(MSG.tooManyRequests);
    if (!item) throw new NotFoundError(notFound);
    const ctx = await deps.store.context(item.marketDateId, item.vendorId);
    if (!ctx.marketDate || !ctx.vendor) throw new NotFoundError(notFound);
    const at = now();
    // Today in the date's own market zone.
    return {
      code: item,
      ctx,
      settings,
      now: at,
      today: marketToday(at, dateMarket(settings, ctx.marketDate).timeZone),
    };
  }

  return {
    open,
    /** The code's request, which must exist. */
    async openRequest(code: string, clientAddress: string, notFound: string) {
      const opened = await open(code, clientAddress, notFound);
      if (!opened.ctx.request) throw new NotFoundError(notFound);
      return { ...opened, ctx: opened.ctx as FullContext };
    },
  };
}
