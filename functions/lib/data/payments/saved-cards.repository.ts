/**
 * Saved cards and provider customers (spec 3 §3 saved payment method): each card lives under its one owner, a vendor
 * or a user, so an owner's cards are one Query and a card can never belong to both. "Exactly one default" is written
 * in one transaction that sets the new default and clears every other.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CardOwner } from '../../payments/payment-provider.js';
import { keys } from '../keys.js';
import { c, fromKey, makeTable, type TxOutcome } from '../toolkit/index.js';
import { savedCardEntity, type SavedCardItem } from './payments.items.js';

const ownerKey = (owner: CardOwner): ['VENDOR' | 'USER', string] =>
  owner.kind === 'vendor' ? ['VENDOR', owner.vendorId] : ['USER', owner.userId];

export interface SavedCardStore {
  list(owner: CardOwner): Promise<SavedCardItem[]>;
  /** Both owners' cards side by side (the payment page: the vendor's and the signed-in user's). */
  listMany(owners: readonly CardOwner[]): Promise<SavedCardItem[]>;
  get(owner: CardOwner, paymentMethodId: string): Promise<SavedCardItem | undefined>;
  /** Saves a card; when `makeDefault`, in the same transaction as clearing the owner's other defaults. */
  save(owner: CardOwner, card: SavedCardItem, others: readonly SavedCardItem[]): Promise<void>;
  /** Makes one card the default and clears the others; false when the card is gone. */
  setDefault(owner: CardOwner, paymentMethodId: string, others: readonly SavedCardItem[], at: string): Promise<boolean>;
  remove(owner: CardOwner, paymentMethodId: string): Promise<void>;
  customerId(owner: CardOwner): Promise<string | undefined>;
  /** The owner's name for the provider's customer record (a vendor's name, a user's name); undefined if unknown. */
  ownerName(owner: CardOwner): Promise<string | undefined>;
  /** Stores the provider customer; answers the one stored first when two setups raced. */
  putCustomer(owner: CardOwner, customerId: string, at: string): Promise<string>;
}

/** A refused transaction nothing here expects (a card's guard is only ever its own existence). */
const refused = (r: Extract<TxOutcome, { ok: false }>) =>
  new Error(`Saved-card transaction cancelled: ${r.codes.join(', ')}`);

export function makeSavedCardsRepository(ddb: DynamoDBDocumentClient, tableName: string): SavedCardStore {
  const table = makeTable(ddb, tableName);
  const cardKey = (owner: CardOwner, pm: string) => savedCardEntity.key(...ownerKey(owner), pm);
  const list = async (owner: CardOwner) => {
    const { items } = await table.query(fromKey(keys.savedCardsPrefix(...ownerKey(owner))));
    return items.flatMap((i) => savedCardEntity.tryParse(i) ?? []);
  };
  const clearOthers = (owner: CardOwner, others: readonly SavedCardItem[], keep: string, at: string) =>
    others
      .filter((card) => card.isDefault && card.stripePaymentMethodId !== keep)
      .map((card) =>
        table.tx.update(
          cardKey(owner, card.stripePaymentMethodId),
          { set: { isDefault: false, updatedAt: at } },
          { guard: c.present() },
        ),
      );
  const customer = async (owner: CardOwner) =>
    (await table.get(keys.paymentCustomer(...ownerKey(owner)), { consistent: true }))?.customerId;

  return {
    list,
    async listMany(owners) {
      return (await Promise.all(owners.map(list))).flat();
    },
    async get(owner, pm) {
      const raw = await table.get(cardKey(owner, pm), { consistent: true });
      return raw ? savedCardEntity.tryParse(raw) : undefined;
    },
    async save(owner, card, others) {
      const item = { ...cardKey(owner, card.stripePaymentMethodId), ...card };
      const clears = card.isDefault ? clearOthers(owner, others, card.stripePaymentMethodId, card.updatedAt) : [];
      if (!clears.length) {
        await table.put(item);
        return;
      }
      const r = await table.transact([table.tx.put(item), ...clears]);
      if (!r.ok) throw refused(r);
    },
    async setDefault(owner, pm, others, at) {
      const r = await table.transact([
        table.tx.update(cardKey(owner, pm), { set: { isDefault: true, updatedAt: at } }, { guard: c.present() }),
        ...clearOthers(owner, others, pm, at),
      ]);
      if (r.ok) return true;
      if (r.failedAt(0)) return false;
      throw refused(r);
    },
    async remove(owner, pm) {
      await table.delete(cardKey(owner, pm));
    },
    async customerId(owner) {
      const id = await customer(owner);
      return typeof id === 'string' ? id : undefined;
    },
    async ownerName(owner) {
      const key = owner.kind === 'vendor' ? keys.vendor(owner.vendorId) : keys.user(owner.userId);
      const item = await table.get(key, { projection: ['name', 'username'] });
      const name = item?.name ?? item?.username;
      return typeof name === 'string' ? name : undefined;
    },
    async putCustomer(owner, customerId, at) {
      const r = await table.put(
        {
          ...keys.paymentCustomer(...ownerKey(owner)),
          _type: 'payment_customer',
          id: customerId,
          customerId,
          createdAt: at,
          updatedAt: at,
        },
        { guard: c.absent() },
      );
      return r.ok ? customerId : String(await customer(owner));
    },
  };
}
