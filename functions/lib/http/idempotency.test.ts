import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ValidationError } from './errors.js';
import type { HttpRequest, HttpResult } from './http.js';
import { runIdempotently, type IdempotencyRecord, type IdempotencyStore } from './idempotency.js';
import type { SessionUser } from '../auth/session-user.js';

/** The table's conditional put, in memory: one claim per scope until it is completed or freed. */
function memoryStore(): IdempotencyStore {
  const records = new Map<string, IdempotencyRecord & { token: string }>();
  let tokens = 0;
  return {
    async claim(scope, fingerprint) {
      await Promise.resolve();
      const held = records.get(scope);
      if (held) return { claimed: false, record: held };
      const token = `t${++tokens}`;
      records.set(scope, { state: 'in_progress', fingerprint, token });
      return { claimed: true, token };
    },
    async read(scope) {
      return records.get(scope);
    },
    async complete(scope, token, answer) {
      const held = records.get(scope);
      if (held?.token === token) records.set(scope, { state: 'done', fingerprint: held.fingerprint, answer, token });
    },
    async release(scope, token) {
      if (records.get(scope)?.token === token) records.delete(scope);
    },
  };
}

const admin = (id: string) => ({ id, role: 'admin', vendorId: null, permissions: [] }) as unknown as SessionUser;

function request(opts: { key?: string; user?: string; body?: unknown; vendorId?: string }): HttpRequest {
  return {
    event: { headers: opts.key ? { 'Idempotency-Key': opts.key } : {} } as unknown as APIGatewayProxyEventV2,
    route: { method: 'POST', path: '/api/vendors/{id}/payments', group: 'payments', access: { kind: 'admin' } },
    params: { id: opts.vendorId ?? 'V1' },
    query: {},
    body: opts.body ?? { amount: 2500 },
    cookies: {},
    user: admin(opts.user ?? 'U1'),
    responseCookies: [],
  } as HttpRequest;
}

/** A handler that records a payment each time it runs, slowly enough for repeats to arrive meanwhile. */
function paymentRecorder() {
  const recorded: number[] = [];
  const handler = async (): Promise<HttpResult> => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    recorded.push(recorded.length + 1);
    return { status: 201, body: { id: `P${recorded.length}` } };
  };
  return { recorded, handler };
}

describe('a repeat with the same Idempotency-Key', () => {
  it('records one payment for 20 identical requests arriving together, and each answers as the first', async () => {
    const store = memoryStore();
    const { recorded, handler } = paymentRecorder();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => runIdempotently(store, request({ key: 'k-1' }), handler)),
    );
    expect(recorded).toHaveLength(1);
    for (const answer of answers)
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 201, body: { id: 'P1' } });
  });

  it('records again under a new key, for another caller, and without a key', async () => {
    const store = memoryStore();
    const { recorded, handler } = paymentRecorder();
    await runIdempotently(store, request({ key: 'k-1' }), handler);
    await runIdempotently(store, request({ key: 'k-2' }), handler);
    const other = await runIdempotently(store, request({ key: 'k-1', user: 'U2' }), handler);
    await runIdempotently(store, request({}), handler);
    expect(recorded).toHaveLength(4);
    expect(other.body).toEqual({ id: 'P3' });
  });

  it('refuses the same key for another body or another vendor with 422, recording nothing', async () => {
    const store = memoryStore();
    const { recorded, handler } = paymentRecorder();
    await runIdempotently(store, request({ key: 'k-1' }), handler);
    await expect(runIdempotently(store, request({ key: 'k-1', body: { amount: 1 } }), handler)).rejects.toMatchObject({
      status: 422,
    });
    await expect(runIdempotently(store, request({ key: 'k-1', vendorId: 'V2' }), handler)).rejects.toMatchObject({
      status: 422,
    });
    expect(recorded).toHaveLength(1);
  });

  it('runs again after a refused first try, so the same submit can be retried', async () => {
    const store = memoryStore();
    let calls = 0;
    const flaky = async (): Promise<HttpResult> => {
      calls += 1;
      if (calls === 1) throw new ValidationError('Amount is required');
      return { status: 201, body: { id: 'P1' } };
    };
    await expect(runIdempotently(store, request({ key: 'k-1' }), flaky)).rejects.toThrow('Amount is required');
    const retried = await runIdempotently(store, request({ key: 'k-1' }), flaky);
    expect(retried.body).toEqual({ id: 'P1' });
    expect(calls).toBe(2);
  });

  it('answers 400 to a key that is not of the allowed characters', async () => {
    const { handler } = paymentRecorder();
    await expect(runIdempotently(memoryStore(), request({ key: 'a b' }), handler)).rejects.toMatchObject({
      status: 400,
    });
  });
});
