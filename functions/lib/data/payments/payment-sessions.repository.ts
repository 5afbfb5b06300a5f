/**
 * Payments we started (a Checkout Session, a saved-card charge, a PayPal order), by id: what they are for and the
 * amount the server set. Written before the provider is called, with a condition, so a second click that races the
 * first finds the attempt taken and charges nothing.
 */
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../../shared/zod.js';
import { keys } from '../keys.js';

export const paymentSessionItemSchema = z.object({
  _type: z.literal('payment_session'),
  id: z.string(),
  kind: z.enum(['checkout', 'saved-card', 'paypal']),
  spaceRequestId: z.string(),
  vendorId: z.string(),
  marketDateId: z.string(),
  amount: z.int(),
  /** The request's updatedAt when the amount was read: the balance version the idempotency key names. */
  requestVersion: z.string(),
  idempotencyKey: z.string(),
  /** The provider's id (Checkout Session, PaymentIntent, PayPal order) once known. */
  providerId: z.nullable(z.string()),
  status: z.enum(['open', 'paid', 'processing', 'failed']),
  /** The provider's decline message of a failed attempt, answered again to a repeated click. */
  failureMessage: z.orNull(z.string()),
  createdBy: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  ttl: z.int(),
});
export type PaymentSessionItem = z.infer<typeof paymentSessionItemSchema>;

export interface PaymentSessionStore {
  /** False when a session of that id exists already. */
  create(item: PaymentSessionItem): Promise<boolean>;
  get(id: string): Promise<PaymentSessionItem | undefined>;
  update(
    id: string,
    fields: Partial<Pick<PaymentSessionItem, 'status' | 'providerId' | 'failureMessage'>>,
    at: string,
  ): Promise<void>;
  /** Takes a failed attempt back for one more try; false when another click took it first. */
  claimRetry(id: string, at: string): Promise<boolean>;
}

export function makePaymentSessionsRepository(ddb: DynamoDBDocumentClient, tableName: string): PaymentSessionStore {
  return {
    async create(item) {
      try {
        await ddb.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...keys.paymentSession(item.id), ...item },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (err) {
        if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw err;
      }
    },
    async get(id) {
      const r = await ddb.send(
        new GetCommand({ TableName: tableName, Key: keys.paymentSession(id), ConsistentRead: true }),
      );
      const parsed = r.Item ? paymentSessionItemSchema.safeParse(r.Item) : undefined;
      return parsed?.success ? parsed.data : undefined;
    },
    async claimRetry(id, at) {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.paymentSession(id),
            UpdateExpression: 'SET #s = :processing, failureMessage = :null, updatedAt = :at',
            ConditionExpression: '#s = :failed',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: { ':processing': 'processing', ':failed': 'failed', ':null': null, ':at': at },
          }),
        );
        return true;
      } catch (err) {
        if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw err;
      }
    },
    async update(id, fields, at) {
      const sets = Object.entries(fields).filter(([, v]) => v !== undefined);
      await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.paymentSession(id),
          UpdateExpression: `SET ${[...sets.map((_, i) => `#f${i} = :v${i}`), 'updatedAt = :at'].join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: Object.fromEntries(sets.map(([k], i) => [`#f${i}`, k])),
          ExpressionAttributeValues: { ...Object.fromEntries(sets.map(([, v], i) => [`:v${i}`, v])), ':at': at },
        }),
      );
    },
  };
}
