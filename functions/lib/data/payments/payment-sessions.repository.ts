/**
 * Payments we started (a Checkout Session, a saved-card charge, a PayPal order), by id: what they are for and the
 * amount the server set. Written before the provider is called, with a condition, so a second click that races the
 * first finds the attempt taken and charges nothing.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { c, makeTable } from '../toolkit/index.js';
import { paymentSessionEntity, type PaymentSessionItem } from './payments.items.js';

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
  const table = makeTable(ddb, tableName);
  return {
    async create(item) {
      const r = await table.put({ ...paymentSessionEntity.key(item.id), ...item }, { guard: c.absent() });
      return r.ok;
    },
    async get(id) {
      const raw = await table.get(paymentSessionEntity.key(id), { consistent: true });
      return raw ? paymentSessionEntity.tryParse(raw) : undefined;
    },
    async claimRetry(id, at) {
      const r = await table.update(
        paymentSessionEntity.key(id),
        { set: { status: 'processing', failureMessage: null, updatedAt: at } },
        { guard: c.eq('status', 'failed') },
      );
      return r.ok;
    },
    async update(id, fields, at) {
      const r = await table.update(
        paymentSessionEntity.key(id),
        { set: { ...fields, updatedAt: at } },
        { guard: c.present() },
      );
      if (!r.ok) throw new Error(`Payment session ${id} does not exist`);
    },
  };
}
