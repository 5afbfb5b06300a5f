/**
 * Publishing a market date's layout (spec 2 §4, §8, §9): refused below 50 % of spaces assigned; sets publishedAt/By
 * once; enqueues one message per assigned vendor (e-mail, plus SMS to each of the vendor's users who chose text
 * notifications) in one enqueue call, and answers at once with the count. The worker sends them.
 *
 * Sent once: each message's id is made of the date and the vendor, and the worker sends an id once, so two publishes
 * racing each other cannot send a vendor two messages; and the date's publishedAt is set with a condition, so the
 * second of them is refused.
 */
import { formatMarketDay, SPACES_MSG } from '../../shared/spaces-messages.js';
import { ConflictError, NotFoundError } from '../lib/http/errors.js';
import type { OutgoingMessage } from '../lib/ports.js';
import { messageIn } from '../lib/messaging/recipient-locale.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { SpacesDeps } from './ports.js';

const PUBLISH_TEMPLATE = 'space_assignment_published';
/** Where a vendor sees its market dates and balance (spec 1 §2.1). */
const VENDOR_REQUESTS_PATH = '/vendor/space-requests';

/** Spec 2 §9: publication needs at least 50 % of spaces assigned. */
export const canPublish = (assigned: number, total: number) => total > 0 && assigned * 2 >= total;

export function makePublishService(deps: SpacesDeps) {
  const now = () => deps.now();

  return {
    async publish(caller: SessionUser, marketDateId: string): Promise<{ sentCount: number; publishedAt: string }> {
      const date = await deps.spaces.loadDate(marketDateId);
      if (!date.marketDate) throw new NotFoundError(SPACES_MSG.marketDateNotFound);
      if (date.marketDate.publishedAt) throw new ConflictError(SPACES_MSG.alreadyPublished);
      const assigned = date.spaces.filter((s): s is typeof s & { vendorId: string } => !!s.vendorId);
      if (!canPublish(assigned.length, date.spaces.length)) {
        throw new ConflictError(SPACES_MSG.publishBelowHalf(assigned.length, date.spaces.length));
      }

      const [vendors, phones] = await Promise.all([
        deps.spaces.getVendors(assigned.map((s) => s.vendorId)),
        deps.spaces.textNotificationPhones(),
      ]);
      const fallback = new URL(VENDOR_REQUESTS_PATH, deps.appUrl).toString();
      const links = deps.requestLinks
        ? await deps.requestLinks(
            assigned.map((s) => ({ vendorId: s.vendorId, marketDateId, marketDate: date.marketDate!.date })),
          )
        : [];
      const day = date.marketDate.date;
      const messages: OutgoingMessage[] = [];
      let sentCount = 0;
      for (const [i, space] of assigned.entries()) {
        const vendor = vendors.get(space.vendorId);
        if (!vendor) continue;
        const link = links[i] ?? fallback;
        // In the vendor's language, its date written in it; the texts to its users follow the vendor's too.
        const inVendorLanguage = (message: Omit<OutgoingMessage, 'templateId' | 'variables' | 'recipientId'>) =>
          messageIn(vendor.locale, () => ({
            ...message,
            recipientId: vendor.id,
            templateId: PUBLISH_TEMPLATE,
            variables: { vendorName: vendor.name, marketDate: formatMarketDay(day), spaceLabel: space.label, link },
          }));
        const idOf = (suffix: string) => `publish-${marketDateId}-${vendor.id}-${suffix}`.slice(0, 80);
        const vendorMessages: OutgoingMessage[] = [];
        if (vendor.email) vendorMessages.push(inVendorLanguage({ id: idOf('email'), channel: 'email', to: vendor.email }));
        [...new Set(phones.get(vendor.id) ?? [])].forEach((phone, i) =>
          vendorMessages.push(inVendorLanguage({ id: idOf(`sms${i}`), channel: 'sms', to: phone })),
        );
        if (vendorMessages.length) sentCount += 1;
        messages.push(...vendorMessages);
      }

      // Enqueue before marking: a failure to enqueue leaves the date unpublished, to be tried again; a repeat
      // enqueue of the same ids sends nothing twice.
      await deps.queue.enqueue(messages);
      const publishedAt = now().toISOString();
      if (!(await deps.spaces.markPublished(marketDateId, caller.id, publishedAt))) {
        throw new ConflictError(SPACES_MSG.alreadyPublished);
      }
      return { sentCount, publishedAt };
    },
  };
}
export type PublishService = ReturnType<typeof makePublishService>;
