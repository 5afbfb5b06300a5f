/**
 * Saved cards (spec 3 §2 Vendor Payment Methods, My Payment Methods; §7 "Payment methods"). A vendor's cards are
 * shared by its users; a user's are private. Each owner gets one provider customer, made on its first setup. A card
 * is saved only once the provider confirms it is attached to that owner's customer, so nobody can save someone
 * else's card. Exactly one card per owner is the default, written in one transaction.
 */
import { ulid } from 'ulid';
import { PAY_MSG, PAY_RULE_MSG } from '../../shared/payment-messages.js';
import type { SavedCard } from '../../shared/schemas/public-payments.js';
import { MSG } from '../../shared/messages.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { SavedCardItem } from '../lib/data/payments/payments.items.js';
import type { SavedCardStore } from '../lib/data/payments/saved-cards.repository.js';
import { AppError, NotFoundError, ValidationError } from '../lib/http/errors.js';
import type { CardOwner, CardPaymentProvider } from '../lib/payments/payment-provider.js';

export interface SavedCardsDeps {
  cards: SavedCardStore;
  card: CardPaymentProvider | null;
  now: () => Date;
}

const toSavedCard = (c: SavedCardItem): SavedCard => ({
  id: c.id,
  stripePaymentMethodId: c.stripePaymentMethodId,
  cardBrand: c.cardBrand,
  last4: c.last4,
  expirationMonth: c.expirationMonth,
  expirationYear: c.expirationYear,
  isDefault: c.isDefault,
});

/** The default first, then the newest. */
const ordered = (cards: SavedCardItem[]) =>
  [...cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt));

/**
 * The owner a path names, once the caller may reach it: users/{id} is the signed-in user's own (admins any);
 * vendors/{id} was checked by the route's permission and vendor scope.
 */
export function ownerOf(kind: 'users' | 'vendors', id: string, user: SessionUser): CardOwner {
  if (kind === 'vendors') return { kind: 'vendor', vendorId: id };
  if (user.role !== 'admin' && user.id !== id) throw new NotFoundError(MSG.notFound);
  return { kind: 'user', userId: id };
}

export function makeSavedCardsService(deps: SavedCardsDeps) {
  const now = deps.now;
  const provider = () => {
    if (!deps.card) throw new ValidationError(PAY_MSG.notConfigured);
    return deps.card;
  };
  const list = async (owner: CardOwner) => ordered(await deps.cards.list(owner)).map(toSavedCard);

  return {
    list,

    /** POST …/payment-methods/setup: a SetupIntent on the owner's customer (made on first use). */
    async setup(owner: CardOwner) {
      const card = provider();
      let customerId = await deps.cards.customerId(owner);
      if (!customerId) {
        const name = (await deps.cards.ownerName(owner)) ?? 'Market vendor';
        const ownerId = owner.kind === 'vendor' ? owner.vendorId : owner.userId;
        const made = await card.createCustomer(owner, { name }, `customer-${owner.kind}-${ownerId}`);
        customerId = await deps.cards.putCustomer(owner, made, now().toISOString());
      }
      const intent = await card.createSetupIntent(customerId, owner);
      return {
        clientSecret: intent.clientSecret,
        setupIntentId: intent.id,
        cardMode: card.mode,
        publishableKey: card.publishableKey,
      };
    },

    /** POST …/payment-methods: saves a card the browser confirmed, if it is on this owner's customer. */
    async save(owner: CardOwner, paymentMethodId: string) {
      const card = provider();
      const [customerId, existing] = await Promise.all([deps.cards.customerId(owner), deps.cards.list(owner)]);
      let details;
      try {
        details = await card.retrievePaymentMethod(paymentMethodId);
      } catch {
        throw new ValidationError(PAY_MSG.saveMethodFailed);
      }
      if (!customerId || details.customerId !== customerId) throw new ValidationError(PAY_MSG.saveMethodFailed);
      if (!existing.some((c) => c.stripePaymentMethodId === details.id)) {
        const at = now().toISOString();
        await deps.cards.save(
          owner,
          {
            _type: 'saved_card',
            id: ulid(),
            stripePaymentMethodId: details.id,
            vendorId: owner.kind === 'vendor' ? owner.vendorId : null,
            userId: owner.kind === 'user' ? owner.userId : null,
            cardBrand: details.brand,
            last4: details.last4,
            expirationMonth: details.expMonth,
            expirationYear: details.expYear,
            // The first card saved is the default.
            isDefault: !existing.some((c) => c.isDefault),
            createdAt: at,
            updatedAt: at,
          },
          existing,
        );
      }
      return list(owner);
    },

    /** DELETE …/payment-methods/{pm}: detached at the provider, then removed; another card becomes the default. */
    async remove(owner: CardOwner, paymentMethodId: string) {
      const existing = await deps.cards.list(owner);
      const gone = existing.find((c) => c.stripePaymentMethodId === paymentMethodId);
      if (!gone) throw new NotFoundError(PAY_RULE_MSG.cardNotFound);
      try {
        await provider().detachPaymentMethod(paymentMethodId);
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new ValidationError(PAY_MSG.deleteMethodFailed);
      }
      await deps.cards.remove(owner, paymentMethodId);
      const rest = ordered(existing.filter((c) => c !== gone));
      if (gone.isDefault && rest[0]) {
        await deps.cards.setDefault(owner, rest[0].stripePaymentMethodId, rest, now().toISOString());
      }
      return list(owner);
    },

    /** PATCH …/payment-methods/{pm}/set-default */
    async setDefault(owner: CardOwner, paymentMethodId: string) {
      const existing = await deps.cards.list(owner);
      const ok =
        existing.some((c) => c.stripePaymentMethodId === paymentMethodId) &&
        (await deps.cards.setDefault(owner, paymentMethodId, existing, now().toISOString()));
      if (!ok) throw new NotFoundError(PAY_RULE_MSG.cardNotFound);
      return list(owner);
    },
  };
}
export type SavedCardsService = ReturnType<typeof makeSavedCardsService>;
