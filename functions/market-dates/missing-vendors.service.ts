/**
 * The Missing Vendors report of a market date (spec 2 §2.3, §4), its reminders and an admin's request for a missing
 * vendor. The report's scope is the shared rule of shared/missing-vendors.ts; an admin's request goes through the same
 * request rules and the same conditional create as a vendor's own.
 *
 * Reminders are one call that queues one e-mail per vendor (architecture §8); the worker sends them. A message's id
 * is made of the date, the vendor and the market's today, so a second click the same day sends nothing twice.
 */
import type { AuditActor } from '../lib/http/request-origin.js';
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import { isoDateInZone } from '../../shared/market-time.js';
import { marketFor } from '../../shared/markets.js';
import { dateMarket, sellsAt } from '../../shared/vendor-markets.js';
import { MISSING_MSG } from '../../shared/missing-vendors-messages.js';
import type {
  adminRequestBodySchema,
  AdminRequestResponse,
  missingVendorsQuerySchema,
  MissingVendorsResponse,
} from '../../shared/schemas/missing-vendors.js';
import { VENDOR_DATES_MSG } from '../../shared/vendor-dates-messages.js';
import { formatMarketDay } from '../../shared/spaces-messages.js';
import { decide, RULE_MESSAGES } from '../../shared/space-request-rules.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { CatalogRepository } from '../lib/data/catalog/catalog.repository.js';
import { makeSpaceRequestItem } from '../lib/data/market-dates/market-date.items.js';
import { requestVendorFields } from '../lib/data/market-dates/request-listing.js';
import type { MissingVendorsRepository } from '../lib/data/market-dates/missing-vendors.repository.js';
import { missingOnDate } from '../lib/missing/missing-on-date.js';
import type { VendorDatesRepository } from '../lib/data/market-dates/vendor-dates.repository.js';
import type { MarketSettings } from '../lib/data/settings/settings.repository.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import type { MessageQueue, OutgoingMessage } from '../lib/ports.js';
import { messageIn, type RecipientLocales } from '../lib/messaging/recipient-locale.js';
import type { PlacementService } from '../lib/waitlist/placement.js';
import { WAITLIST_MSG } from '../../shared/waitlist-messages.js';

export const REMINDER_TEMPLATE = 'request_reminder';
/** Where a vendor requests or skips its market dates (spec 1 §2.9). */
const VENDOR_MARKET_DATES_PATH = '/vendor/space-requests';

export interface MissingVendorsDeps {
  missing: MissingVendorsRepository;
  requests: Pick<VendorDatesRepository, 'actionState' | 'createRequest' | 'spaceLabels'>;
  /** The one capacity check and waitlist every request goes through (lib/waitlist/placement.ts). */
  placement?: Pick<PlacementService, 'place'>;
  catalog: Pick<CatalogRepository, 'snapshot'>;
  settings: { getSettings(): Promise<Pick<MarketSettings, 'marketTimeZone' | 'markets'>> };
  queue: MessageQueue;
  appUrl: string;
  /**
   * Makes each vendor's reminder link (/r/{shortCode}, spec 3 §2 reminder page), one per target, in order; without
   * it the reminder links to the vendor's own market dates screen.
   */
  reminderLinks?: (targets: { vendorId: string; marketDateId: string; marketDate: string }[]) => Promise<string[]>;
  /** Each vendor's language, so its reminder is written in it; without it every reminder is in English. */
  locales?: Pick<RecipientLocales, 'vendors'>;
  now: () => Date;
}

/** A refusal of the shared rules, as the HTTP error that fits it. */
function refusal(reason: string): Error {
  if (reason === RULE_MESSAGES.notAllowed) return new ConflictError(MISSING_MSG.requestExists);
  if (reason === RULE_MESSAGES.notApprovedForMarket) return new ConflictError(reason);
  if (reason === RULE_MESSAGES.pastDate) return new ValidationError(reason);
  return new ForbiddenError(reason);
}

export function makeMissingVendorsService(deps: MissingVendorsDeps) {
  const now = deps.now;

  return {
    /** GET /api/market-dates/{id}/missing-vendors?type=&area= */
    async report(
      marketDateId: string,
      query: z.output<typeof missingVendorsQuerySchema>,
    ): Promise<MissingVendorsResponse> {
      const [target, snapshot, settings] = await Promise.all([
        deps.missing.marketDate(marketDateId),
        deps.catalog.snapshot(),
        deps.settings.getSettings(),
      ]);
      if (!target) throw new NotFoundError(MISSING_MSG.marketDateNotFound);
      const { date } = target;
      const today = isoDateInZone(now(), marketFor(settings, target.marketId).timeZone);
      const codes = new Map(snapshot.vendorTypes.map((t) => [t.id, t.code]));
      const rows = (await missingOnDate(deps.missing, target, today, { withAreas: !!query.area })).filter(
        (m) => (!query.type || m.vendor.vendorTypeId === query.type) && (!query.area || m.lastAreaId === query.area),
      );
      return {
        marketDate: { id: marketDateId, date },
        vendors: rows.map((m) => ({
          id: m.vendor.id,
          name: m.vendor.name,
          vendorType: { id: m.vendor.vendorTypeId, code: codes.get(m.vendor.vendorTypeId) ?? '' },
          lastAttendedDate: m.lastAttendedDate,
        })),
      };
    },

    /** POST /api/market-dates/{id}/remind: one queued reminder per named vendor; answers how many were queued. */
    async remind(marketDateId: string, vendorIds: readonly string[]): Promise<{ sentCount: number }> {
      const [marketDate, vendors, settings] = await Promise.all([
        deps.missing.marketDate(marketDateId),
        deps.missing.contactsOf(vendorIds),
        deps.settings.getSettings(),
      ]);
      if (!marketDate) throw new NotFoundError(MISSING_MSG.marketDateNotFound);
      const byId = new Map(vendors.map((v) => [v.id, v]));
      const known = [...new Set(vendorIds)].flatMap((id) => byId.get(id) ?? []);
      if (known.length === 0) throw new NotFoundError(MISSING_MSG.vendorNotFound);

      const today = isoDateInZone(now(), settings.marketTimeZone);
      const fallback = new URL(VENDOR_MARKET_DATES_PATH, deps.appUrl).toString();
      const recipients = known.filter((v) => v.email.trim());
      const [links, locales] = await Promise.all([
        deps.reminderLinks
          ? deps.reminderLinks(recipients.map((v) => ({ vendorId: v.id, marketDateId, marketDate: marketDate.date })))
          : [],
        deps.locales?.vendors(recipients.map((v) => v.id)),
      ]);
      const messages: OutgoingMessage[] = recipients.map((v, i) =>
        messageIn(locales?.get(v.id), () => ({
          // One reminder per vendor, date and day; short enough (≤ 64) to be named in a path, as View Messages' resend does.
          id: `r${today.replace(/-/g, '')}-${marketDateId}-${v.id}`,
          channel: 'email',
          to: v.email.trim(),
          recipientId: v.id,
          templateId: REMINDER_TEMPLATE,
          variables: { vendorName: v.name, marketDate: formatMarketDay(marketDate.date), link: links[i] ?? fallback },
        })),
      );
      await deps.queue.enqueue(messages);
      return { sentCount: messages.length };
    },

    /**
     * POST /api/vendors/market-dates/{id}/request?vendorId=: an admin's request for a vendor, back-dated if need be
     * (the rules let an admin request a past date). A space named in the body must be one of the date's; assigning it
     * is the next call (spec 2 §4: create, then approve, then assign).
     */
    async createRequest(
      caller: SessionUser,
      marketDateId: string,
      vendorId: string,
      body: z.output<typeof adminRequestBodySchema>,
      actor: AuditActor,
      override: { reason: string } | null = null,
    ): Promise<AdminRequestResponse> {
      const [state, settings, spaces] = await Promise.all([
        deps.requests.actionState(marketDateId, vendorId),
        deps.settings.getSettings(),
        body.spaceId ? deps.requests.spaceLabels([{ marketDateId, spaceId: body.spaceId }]) : undefined,
      ]);
      const { marketDate, request, vendor } = state;
      if (!marketDate) throw new NotFoundError(MISSING_MSG.marketDateNotFound);
      if (!vendor) throw new NotFoundError(MISSING_MSG.vendorNotFound);
      if (marketDate.status === 'canceled') throw new ConflictError(VENDOR_DATES_MSG.marketDateCanceled);
      if (body.spaceId && !spaces?.has(body.spaceId)) throw new NotFoundError(MISSING_MSG.spaceNotFound);
      // Any request, a skip included, is the vendor's own answer for the date: the admin's create does not replace it.
      if (request) throw new ConflictError(MISSING_MSG.requestExists);

      const at = now();
      const dated = dateMarket(settings, marketDate);
      const decision = decide(
        'request',
        { role: caller.role, permissions: caller.permissions },
        {
          state: 'none',
          marketDate: marketDate.date,
          now: at,
          timeZone: dated.timeZone,
          marketAllowed: sellsAt(vendor, dated.marketId),
          vendorStatus: vendor.status,
          hasPastDueBalance: false,
        },
      );
      if (!decision.ok) throw refusal(decision.reason);

      const stamp = at.toISOString();
      const item = makeSpaceRequestItem({
        id: ulid(),
        vendorId,
        marketDateId,
        date: marketDate.date,
        assignedAt: null,
        assignedBy: null,
        status: 'requested',
        notes: body.notes,
        ...requestVendorFields(vendor),
        createdAt: stamp,
        updatedAt: stamp,
      });
      if (deps.placement) {
        const placed = await deps.placement.place({ item, vendorTypeId: vendor.vendorTypeId, actor, override });
        if (!placed.ok) {
          if (placed.refusal === 'not-found') throw new NotFoundError(MISSING_MSG.marketDateNotFound);
          if (placed.refusal === 'busy') throw new ConflictError(WAITLIST_MSG.dateBusy);
          throw new ConflictError(MISSING_MSG.requestExists);
        }
        return { id: item.id, status: item.status, vendorId, marketDateId, placement: placed.placement };
      }
      if (!(await deps.requests.createRequest(item, actor))) throw new ConflictError(MISSING_MSG.requestExists);
      return { id: item.id, status: item.status, vendorId, marketDateId };
    },
  };
}
export type MissingVendorsService = ReturnType<typeof makeMissingVendorsService>;
