import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.js';
import type { SessionUser } from '../auth/session-user.js';
import { parseCookies } from './cookies.js';
import { json, makeHttpHandler, type HttpRequest } from './http.js';
import { MAX_BODY_BYTES } from './request-input.js';
import { notificationsRoutes } from '../../../shared/route-manifest/notifications.js';

const user: SessionUser = {
  id: 'U1',
  username: 'Pat',
  email: 'pat@example.com',
  role: 'vendor_user',
  vendorId: 'V1',
  permissions: [],
  defaultVendorTypes: [],
};

/** The notifications group: one GET without parameters, one POST with a body, one POST with an {id}. */
function makeHandler(seen: HttpRequest[] = []) {
  const record = async (req: HttpRequest) => {
    seen.push(req);
    return json({ ok: true });
  };
  return makeHttpHandler({
    routes: notificationsRoutes,
    handlers: {
      'GET /api/notifications': record,
      'POST /api/notifications/read-all': record,
      'POST /api/notifications/{id}/read': record,
    },
    session: { resolve: async () => ({ user, setCookies: [] }) },
  });
}

function event(method: string, path: string, opts: { body?: string; pathParameters?: Record<string, string> } = {}) {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    cookies: ['md_access=token'],
    headers: { 'content-type': 'application/json' },
    ...(opts.pathParameters ? { pathParameters: opts.pathParameters } : {}),
    requestContext: { http: { method, path, sourceIp: '127.0.0.1', userAgent: 'test' } },
    ...(opts.body !== undefined ? { body: opts.body } : {}),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}

async function call(e: APIGatewayProxyEventV2, seen?: HttpRequest[]) {
  const res = (await makeHandler(seen)(e, {} as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
}

describe('the request pipeline, before any handler runs', () => {
  it('decodes path parameters, which API Gateway passes still encoded', async () => {
    const seen: HttpRequest[] = [];
    const res = await call(
      event('POST', '/api/notifications/01H%5FX/read', { body: '{}', pathParameters: { id: '01H%5FX' } }),
      seen,
    );
    expect(res.status).toBe(200);
    expect(seen[0]!.params).toEqual({ id: '01H_X' });
  });

  it('answers 400 to a malformed escape in a path parameter', async () => {
    const res = await call(event('POST', '/api/notifications/%zz/read', { body: '{}', pathParameters: { id: '%zz' } }));
    expect(res).toEqual({ status: 400, body: { message: MSG.malformedPath, code: 'MSG.malformedPath' } });
  });

  it('answers 404 to a path parameter that cannot be an id, and never calls the handler', async () => {
    for (const id of ['A'.repeat(65), 'VENDOR%23X', 'a%20b', '%F0%9F%8D%93']) {
      const seen: HttpRequest[] = [];
      const res = await call(
        event('POST', `/api/notifications/${id}/read`, { body: '{}', pathParameters: { id } }),
        seen,
      );
      expect(res, id).toEqual({ status: 404, body: { message: MSG.notFound, code: 'MSG.notFound' } });
      expect(seen).toEqual([]);
    }
  });

  it(`answers 413 to a body over ${MAX_BODY_BYTES} bytes`, async () => {
    const body = JSON.stringify({ notes: 'x'.repeat(MAX_BODY_BYTES) });
    expect(await call(event('POST', '/api/notifications/read-all', { body }))).toEqual({
      status: 413,
      body: { message: MSG.bodyTooLarge, code: 'MSG.bodyTooLarge' },
    });
  });

  it('answers 400 to deep nesting, prototype field names, lone surrogates and broken JSON', async () => {
    const cases: [string, string][] = [
      [`{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`, MSG.bodyTooDeep],
      ['{"__proto__":{"admin":true}}', MSG.bodyForbiddenKey],
      ['{"a":[{"constructor":{"prototype":{}}}]}', MSG.bodyForbiddenKey],
      ['{"notes":"\\udc00"}', MSG.bodyInvalidText],
      ['{"\\ud800":1}', MSG.bodyInvalidText],
      ['{"notes":', MSG.invalidJson],
    ];
    for (const [body, message] of cases) {
      expect(await call(event('POST', '/api/notifications/read-all', { body })), body.slice(0, 40)).toEqual({
        status: 400,
        // Each is a shared message: its code is its path (MSG.bodyTooDeep, …).
        body: { message, code: expect.stringMatching(/^MSG\.\w+$/) },
      });
    }
  });

  it('passes nesting a real form has, and whole emoji', async () => {
    const seen: HttpRequest[] = [];
    const body = JSON.stringify({ fees: [{ vendorTypeId: '1', note: 'Fresh 🍓 — crème' }] });
    expect((await call(event('POST', '/api/notifications/read-all', { body }), seen)).status).toBe(200);
    expect(seen[0]!.body).toEqual(JSON.parse(body));
  });
});

describe('cookies from outside', () => {
  it('keeps a value with a malformed escape as sent instead of failing the request', () => {
    expect(parseCookies('md_at=%zz; md_map=a%20b; odd=%')).toEqual({ md_at: '%zz', md_map: 'a b', odd: '%' });
  });
});
