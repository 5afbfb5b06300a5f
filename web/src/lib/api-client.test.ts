import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from '@shared/zod';
import * as v from 'valibot';
import { apiPath } from '@shared/api-path';
import { mockApi } from '@/test/api-mock';
import { api, ApiError, UnexpectedAnswerError } from './api-client';

describe('api client', () => {
  it('sends cookies and the client header, and validates the answer', async () => {
    const mock = mockApi({ 'GET /api/areas': { body: { id: 'a', extra: true } } });
    await expect(api.get(apiPath('/api/areas'), z.object({ id: z.string() }))).resolves.toEqual({ id: 'a' });
    const [call] = mock.calls;
    expect(call?.init?.credentials).toBe('include');
    expect(call?.headers.get('x-requested-with')).toBe('marketday');
    expect(call?.headers.get('content-type')).toBeNull();
  });

  it('takes the answer startup-view.js asked for once, for the first GET of its path, and asks again after', async () => {
    const mock = mockApi({ 'GET /api/areas': { body: { id: 'asked-again' } } });
    const early = Promise.resolve(new Response(JSON.stringify({ id: 'asked-early' }), { status: 200 }));
    window.marketdayStartupAnswers = { '/api/areas': early };
    const schema = z.object({ id: z.string() });
    await expect(api.get(apiPath('/api/areas'), schema)).resolves.toEqual({ id: 'asked-early' });
    expect(mock.calls).toHaveLength(0);
    await expect(api.get(apiPath('/api/areas'), schema)).resolves.toEqual({ id: 'asked-again' });
    expect(mock.calls).toHaveLength(1);
    delete window.marketdayStartupAnswers;
  });

  it('throws ApiError with the status and the server message', async () => {
    mockApi({ 'POST /api/areas': { status: 429, body: { message: 'Too many' } } });
    const failure = await api.post(apiPath('/api/areas'), z.unknown(), { a: 1 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 429, message: 'Too many' });
  });

  it('rejects an answer that does not match the schema', async () => {
    mockApi({ 'GET /api/areas': { body: { id: 1 } } });
    await expect(api.get(apiPath('/api/areas'), z.object({ id: z.string() }))).rejects.toBeInstanceOf(
      UnexpectedAnswerError,
    );
  });

  it('validates with the valibot schemas of the public pages just as with zod', async () => {
    mockApi({ 'GET /api/areas': { body: { id: 'a', tags: ['x'], note: null, extra: true } } });
    const schema = v.object({
      id: v.string(),
      tags: v.array(v.string()),
      note: v.nullable(v.string()),
    });
    await expect(api.get(apiPath('/api/areas'), schema)).resolves.toEqual({ id: 'a', tags: ['x'], note: null });
    mockApi({ 'GET /api/areas': { body: { id: 'a', tags: [1], note: null } } });
    await expect(api.get(apiPath('/api/areas'), schema)).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });

  it('takes only paths built from the manifest, for a route that answers the method', () => {
    expectTypeOf<string>().not.toExtend<Parameters<typeof api.get>[0]>();
    expectTypeOf(apiPath('/api/market-dates/next')).toExtend<Parameters<typeof api.get>[0]>();
    expectTypeOf(apiPath('/api/market-dates/next')).not.toExtend<Parameters<typeof api.post>[0]>();
  });
});
