import { describe, expect, it } from 'vitest';
import { matchRoute, type RouteDef } from '../shared/routes.js';
import { fromApiResult, isTextContentType, parseQueryString, toApiEvent, type LocalRequest } from './api-event.js';

const route: RouteDef = {
  method: 'GET',
  path: '/api/users/{id}/permissions',
  group: 'users',
  access: { kind: 'signed-in' },
};

function request(over: Partial<LocalRequest> = {}): LocalRequest {
  return {
    method: 'GET',
    url: '/api/users/u1/permissions',
    headers: { host: 'localhost:3000', 'user-agent': 'test-agent' },
    body: Buffer.alloc(0),
    sourceIp: '127.0.0.1',
    now: new Date('2026-05-03T10:00:00Z'),
    ...over,
  };
}

describe('toApiEvent', () => {
  it('carries the route key exactly as in the manifest, the method and the path', () => {
    const e = toApiEvent(request({ method: 'get' }), route, { id: 'u1' });
    expect(e.version).toBe('2.0');
    expect(e.routeKey).toBe('GET /api/users/{id}/permissions');
    expect(e.requestContext.routeKey).toBe('GET /api/users/{id}/permissions');
    expect(e.rawPath).toBe('/api/users/u1/permissions');
    expect(e.requestContext.http).toEqual({
      method: 'GET',
      path: '/api/users/u1/permissions',
      protocol: 'HTTP/1.1',
      sourceIp: '127.0.0.1',
      userAgent: 'test-agent',
    });
    expect(e.requestContext.timeEpoch).toBe(Date.parse('2026-05-03T10:00:00Z'));
  });

  it('passes the path parameters the manifest matched, still percent-encoded as API Gateway passes them', () => {
    const match = matchRoute('GET', '/api/users/a%20b/permissions');
    expect(match).toBeDefined();
    const e = toApiEvent(request({ url: '/api/users/a%20b/permissions' }), match!.route, match!.pathParameters);
    expect(e.pathParameters).toEqual({ id: 'a%20b' });
    expect(e.rawPath).toBe('/api/users/a%20b/permissions');
  });

  it('leaves pathParameters, queryStringParameters, cookies and body out when there are none', () => {
    const e = toApiEvent(request(), route, {});
    expect(e).not.toHaveProperty('pathParameters');
    expect(e).not.toHaveProperty('queryStringParameters');
    expect(e).not.toHaveProperty('cookies');
    expect(e).not.toHaveProperty('body');
    expect(e.rawQueryString).toBe('');
    expect(e.isBase64Encoded).toBe(false);
  });

  it('keeps the raw query string and decodes parameters, joining repeated ones with a comma', () => {
    const e = toApiEvent(request({ url: '/api/users/u1/permissions?q=a%20b&tag=x&tag=y&empty=' }), route, { id: 'u1' });
    expect(e.rawQueryString).toBe('q=a%20b&tag=x&tag=y&empty=');
    expect(e.queryStringParameters).toEqual({ q: 'a b', tag: 'x,y', empty: '' });
  });

  it('moves cookies out of the headers into the cookies array', () => {
    const e = toApiEvent(
      request({ headers: { Cookie: 'md_at=abc; md_rt=d%3De', 'X-Requested-With': 'marketday' } }),
      route,
      {},
    );
    expect(e.cookies).toEqual(['md_at=abc', 'md_rt=d%3De']);
    expect(e.headers).not.toHaveProperty('cookie');
    expect(e.headers['x-requested-with']).toBe('marketday');
  });

  it('lower-cases header names and joins repeated headers', () => {
    const e = toApiEvent(
      request({ headers: { 'Content-Type': 'application/json', Accept: ['a/b', 'c/d'] } }),
      route,
      {},
    );
    expect(e.headers['content-type']).toBe('application/json');
    expect(e.headers.accept).toBe('a/b,c/d');
    expect(e.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('passes a JSON body as text', () => {
    const body = JSON.stringify({ emailOrPhone: 'admin@example.com', password: 'é-Pass1' });
    const e = toApiEvent(
      request({
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: Buffer.from(body),
      }),
      route,
      {},
    );
    expect(e.body).toBe(body);
    expect(e.isBase64Encoded).toBe(false);
  });

  it('base64-encodes a binary body', () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    const e = toApiEvent(request({ method: 'POST', headers: { 'content-type': 'image/png' }, body: bytes }), route, {});
    expect(e.isBase64Encoded).toBe(true);
    expect(Buffer.from(e.body!, 'base64')).toEqual(bytes);
  });
});

describe('content types and query strings', () => {
  it('knows which media types are text', () => {
    expect(isTextContentType('application/json')).toBe(true);
    expect(isTextContentType('application/problem+json')).toBe(true);
    expect(isTextContentType('text/plain; charset=utf-8')).toBe(true);
    expect(isTextContentType('application/x-www-form-urlencoded')).toBe(true);
    expect(isTextContentType('multipart/form-data; boundary=x')).toBe(false);
    expect(isTextContentType('application/pdf')).toBe(false);
  });

  it('parses an empty query string as absent', () => {
    expect(parseQueryString('')).toBeUndefined();
  });
});

describe('fromApiResult', () => {
  it('returns status, lower-cased headers, every cookie and the body', () => {
    const r = fromApiResult({
      statusCode: 201,
      headers: { 'Content-Type': 'application/json', 'X-Count': 3 },
      cookies: ['a=1; Path=/api; HttpOnly', 'b=2; Path=/api; HttpOnly'],
      body: '{"ok":true}',
    });
    expect(r.statusCode).toBe(201);
    expect(r.headers).toEqual({ 'content-type': 'application/json', 'x-count': '3' });
    expect(r.cookies).toHaveLength(2);
    expect(r.body.toString()).toBe('{"ok":true}');
  });

  it('decodes a base64 body', () => {
    const r = fromApiResult({
      statusCode: 200,
      body: Buffer.from([1, 2, 3]).toString('base64'),
      isBase64Encoded: true,
    });
    expect([...r.body]).toEqual([1, 2, 3]);
  });

  it('sends any other returned value as a JSON 200, as API Gateway does', () => {
    const r = fromApiResult({ hello: 'world' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/json');
    expect(JSON.parse(r.body.toString())).toEqual({ hello: 'world' });
  });
});
