/**
 * Saved cards and provider customers (spec 3 §3 saved payment method): each card lives under its one owner, a vendor
 * or a user, so an owner's cards are one Query and a card can never belong to both. "Exactly one default" is written
 * in one transaction that sets the new default and clears every other.
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import * as z from '../../../../shared/zod.js';
import type { CardOwner } from '../../payments/payment-provider.js';
import { keys } from '../keys.js';
import { cancellationCodes } from '../dynamo.js';

export const savedCardItemSchema = z.object({
  _type: z.literal('saved_card'),
  id: z.string(),
  stripePaymentMethodId: z.string(),
  vendorId: z.nullable(z.string()),
  userId: z.nullable(z.string()),
  cardBrand: z.string(),
  last4: z.string(),
  expirationMonth: z.int(),
  expirationYear: z.int(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedCardItem = z.infer<typeof savedCardItemSchema>;

export const ownerKey = (owner: CardOwner): ['VENDOR' | 'USER', string] =>
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

export function makeSavedCardsRepository(ddb: DynamoDBDocumentClient, tableName: string): SavedCardStore {
  const cardKey = (owner: CardOwner, pm: string) => keys.savedCard(...ownerKey(owner), pm);
  const list = async (owner: CardOwner) => {
    const prefix = keys.savedCardsPrefix(...ownerKey(owner));
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': prefix.pk, ':prefix': prefix.skPrefix },
      }),
    );
    return (r.Items ?? []).flatMap((i) => {
      const parsed = savedCardItemSchema.safeParse(i);
      return parsed.success ? [parsed.data] : [];
    });
  };
  const clearOthers = (owner: CardOwner, others: readonly SavedCardItem[], keep: string, at: string) =>
    others
      .filter((c) => c.isDefault && c.stripePaymentMethodId !== keep)
      .map((c) => ({
        Update: {
          TableName: tableName,
          Key: cardKey(owner, c.stripePaymentMethodId),
          UpdateExpression: 'SET isDefault = :false, updatedAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':false': false, ':at': at },
        },
      }));

  return {
    list,
    async listMany(owners) {
      return (await Promise.all(owners.map(list))).flat();
    },
    async get(owner, pm) {
      const r = await ddb.send(new GetCommand({ TableName: tableName, Key: cardKey(owner, pm), ConsistentRead: true }));
      const parsed = r.Item ? savedCardItemSchema.safeParse(r.Item) : undefined;
      return parsed?.success ? parsed.data : undefined;
    },
    async save(owner, card, others) {
      const put = { Put: { TableName: tableName, Item: { ...cardKey(owner, card.stripePaymentMethodId), ...card } } };
      const clears = card.isDefault ? clearOthers(owner, others, card.stripePaymentMethodId, card.updatedAt) : [];
      if (!clears.length) {
        await ddb.send(new PutCommand(put.Put));
        return;
      }
      await ddb.send(new TransactWriteCommand({ TransactItems: [put, ...clears] }));
    },
    async setDefault(owner, pm, others, at) {
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tableName,
                  Key: cardKey(owner, pm),
                  UpdateExpression: 'SET isDefault = :true, updatedAt = :at',
                  ConditionExpression: 'attribute_exists(pk)',
                  ExpressionAttributeValues: { ':true': true, ':at': at },
                },
              },
              ...clearOthers(owner, others, pm, at),
            ],
          }),
        );
        return true;
      } catch (err) {
        if (cancellationCodes(err)?.[0] === 'ConditionalCheckFailed') return false;
        throw err;
      }
    },
    async remove(owner, pm) {
      await ddb.send(new DeleteCommand({ TableName: tableName, Key: cardKey(owner, pm) }));
    },
    async customerId(owner) {
      const r = await ddb.send(
        new GetCommand({ TableName: tableName, Key: keys.paymentCustomer(...ownerKey(owner)), ConsistentRead: true }),
      );
      return typeof r.Item?.customerId === 'string' ? r.Item.customerId : undefined;
    },
    async ownerName(owner) {
      const key = owner.kind === 'vendor' ? keys.vendor(owner.vendorId) : keys.user(owner.userId);
      const r = await ddb.send(
        new GetCommand({
          TableName: tableName,
          Key: key,
          ProjectionExpression: '#n, username',
          ExpressionAttributeNames: { '#n': 'name' },
        }),
      );
      const name = r.Item?.name ?? r.Item?.username;
      return typeof name === 'string' ? name : undefined;
    },
    async putCustomer(owner, customerId, at) {
      try {
        await ddb.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...keys.paymentCustomer(...ownerKey(owner)),
              _type: 'payment_customer',
              id: customerId,
              customerId,
              createdAt: at,
              updatedAt: at,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return customerId;
      } catch (err) {
        if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
        const r = await ddb.send(
          new GetCommand({ TableName: tableName, Key: keys.paymentCustomer(...ownerKey(owner)), ConsistentRead: true }),
        );
        return String(r.Item?.customerId);
      }
    },
  };
}
