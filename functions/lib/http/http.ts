import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { MSG } from '../../../shared/messages.js';
import { hasPermission } from '../../../shared/permissions.js';
import { decodePathParameters, routeKey, routesOf, type RouteDef, type RouteGroup } from '../../../shared/routes.js';
import { isId } from '../../../shared/schemas/ids.js';
import {
  AppError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthorizedError,
  ValidationError,
} from './errors.js';
import { parseCookies } from './cookies.js';
import type { SessionUser } from '../auth/session-user.js';

export interface HttpRequest {
  event: APIGatewayProxyEventV2;
  route: RouteDef;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  cookies: Record<string, string>;
  /** Set on every route that is not public (and on public routes when a valid session is present). */
  user?: SessionUser;
  /** Cookies the session layer wants set (e.g. after a server-side token refresh). */
  responseCookies: string[];
}

export interface HttpResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: string[];
}

export type RouteHandler = (req: HttpRequest) => Promise<HttpResult>;

/** Resolves the signed-in user from the request's cookies, refreshing tokens on the server when needed. */
export interface SessionResolver {
  resolve(cookies: Record<string, string>): Promise<{ user: SessionUser; setCookies: string[] } | undefined>;
}

/** Header the SPA sends on every call; a cross-site form cannot set it. */
export const CSRF_HEADER = 'x-requested-with';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ValidationError(first?.message ?? 'Invalid request', {
      field: first?.path.join('.'),
    });
  }
  return parsed.data;
}

/** For public lists the spec lets browsers and shared caches keep for 5 minutes. */
export const PUBLIC_CACHE_5_MINUTES = { 'cache-control': 'public, max-age=300' } as const;

export const json = (body: unknown, status = 200, extra: Omit<HttpResult, 'body' | 'status'> = {}): HttpResult => ({
  status,
  body,
  ...extra,
});

export const redirect = (location: string, cookies: string[] = []): HttpResult => ({
  status: 302,
  headers: { location },
  cookies,
});

function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const h = event.headers ?? {};
  return h[name] ?? h[name.toLowerCase()] ?? Object.entries(h).find(([k]) => k.toLowerCase() === name)?.[1];
}

/** No request of ours comes near this; API Gateway would take up to 10 MB. */
export const MAX_BODY_BYTES = 256 * 1024;
/** Our deepest body (a fee list: body → fees → fee) is 3 levels; anything far deeper is not a real client's. */
export const MAX_BODY_DEPTH = 32;
/** Field names that could reach an object's prototype if a body were ever merged into another object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** With the u flag a surrogate range matches only surrogates that are not part of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Refuses what no schema should have to think about: deep nesting (recursive code downstream could overflow the
 * stack), prototype field names, and lone UTF-16 surrogates, which cannot be stored as UTF-8.
 */
function checkJsonValue(root: unknown): void {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) throw new ValidationError(MSG.bodyInvalidText);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) throw new ValidationError(MSG.bodyTooDeep);
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(key)) throw new ValidationError(MSG.bodyForbiddenKey);
      if (LONE_SURROGATE.test(key)) throw new ValidationError(MSG.bodyInvalidText);
      stack.push({ value: item, depth: depth + 1 });
    }
  }
}

function parseBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined;
  const size = event.isBase64Encoded ? Math.floor((event.body.length * 3) / 4) : Buffer.byteLength(event.body);
  if (size > MAX_BODY_BYTES) throw new PayloadTooLargeError(MSG.bodyTooLarge);
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const type = header(event, 'content-type') ?? '';
  if (!type.includes('application/json')) return raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ValidationError(MSG.invalidJson);
  }
  checkJsonValue(parsed);
  return parsed;
}

/** API Gateway passes path parameters percent-encoded; a malformed escape is the client's mistake. */
function pathParams(event: APIGatewayProxyEventV2): Record<string, string> {
  const decoded = decodePathParameters(event.pathParameters ?? {});
  if (!decoded) throw new ValidationError(MSG.malformedPath);
  return decoded;
}

/**
 * Every path parameter of the manifest names an object by id (or a setting by key, a reset link by token), so one
 * check here keeps over-long or odd values out of every DynamoDB key. Nothing can exist under such an id: 404.
 */
function checkPathIds(params: Record<string, string>): void {
  if (!Object.values(params).every(isId)) throw new NotFoundError(MSG.notFound);
}

function toResponse(result: HttpResult, req?: HttpRequest): APIGatewayProxyStructuredResultV2 {
  const cookies = [...(req?.responseCookies ?? []), ...(result.cookies ?? [])];
  const hasBody = result.body !== undefined;
  return {
    statusCode: result.status ?? 200,
    headers: {
      ...(hasBody ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      'cache-control': 'no-store',
      ...result.headers,
    },
    ...(cookies.length ? { cookies } : {}),
    body: hasBody ? JSON.stringify(result.body) : '',
  };
}

export function errorResponse(err: unknown): APIGatewayProxyStructuredResultV2 {
  if (err instanceof AppError) {
    return toResponse({ status: err.status, body: { message: err.message, ...err.details } });
  }
  const status = (err as { statusCode?: number })?.statusCode;
  if (status === 404) return toResponse({ status: 404, body: { message: MSG.notFound } });
  // A 5xx never leaks internals: the detail goes to the log only.
  console.error('Unhandled error', err);
  return toResponse({ status: 500, body: { message: MSG.unexpectedError } });
}

async function authorize(req: HttpRequest, session: SessionResolver | undefined): Promise<void> {
  const { access } = req.route;
  const resolved = session && Object.keys(req.cookies).length ? await session.resolve(req.cookies) : undefined;
  if (resolved) {
    req.user = resolved.user;
    req.responseCookies.push(...resolved.setCookies);
  }
  if (access.kind === 'public') return;
  if (!req.user) throw new UnauthorizedError(MSG.notSignedIn);
  if (access.kind === 'admin' && req.user.role !== 'admin') throw new ForbiddenError(MSG.forbidden);
  if (access.kind === 'permission' && !hasPermission(req.user.role, req.user.permissions, access.code)) {
    throw new ForbiddenError(MSG.forbidden);
  }
}

/**
 * Builds the Lambda handler of one route group: every route of the group in the manifest must have a handler.
 * Order per request: CSRF check → body and path decoding → session and access check (role, permission) → path ids
 * → handler → one error mapper.
 * Ownership (a vendor user reaches only its own vendor) is checked by the services, which know the resource.
 */
export function makeHttpHandler(opts: {
  group: RouteGroup;
  handlers: Record<string, RouteHandler>;
  session?: SessionResolver;
}) {
  const defs = routesOf(opts.group);
  const missing = defs.filter((d) => !opts.handlers[routeKey(d)]);
  if (missing.length) throw new Error(`No handler for ${missing.map(routeKey).join(', ')}`);

  const routes = defs.map((route) => ({
    method: route.method,
    path: route.path,
    handler: async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
      let req: HttpRequest | undefined;
      try {
        if (!SAFE_METHODS.has(route.method)) {
          const type = header(event, 'content-type') ?? '';
          if (!type.includes('application/json') && !header(event, CSRF_HEADER)) {
            throw new ForbiddenError(MSG.csrfRefused);
          }
        }
        req = {
          event,
          route,
          params: pathParams(event),
          query: (event.queryStringParameters ?? {}) as Record<string, string>,
          body: parseBody(event),
          cookies: parseCookies(event.cookies ?? header(event, 'cookie')),
          responseCookies: [],
        };
        await authorize(req, opts.session);
        checkPathIds(req.params);
        return toResponse(await opts.handlers[routeKey(route)]!(req), req);
      } catch (err) {
        const res = errorResponse(err);
        if (req?.responseCookies.length) res.cookies = [...req.responseCookies, ...(res.cookies ?? [])];
        return res;
      }
    },
  }));

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use({ onError: (request) => void (request.response = errorResponse(request.error)) })
    .handler(httpRouterHandler(routes) as never);
}
