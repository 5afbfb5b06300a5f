import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { MSG } from '../../../shared/messages.js';
import { hasPermission } from '../../../shared/permissions.js';
import { roleMayCall, routeKey, type RouteDef } from '../../../shared/route-manifest/route-def.js';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { errorCode } from './error-codes.js';
import { AppError, ForbiddenError, PayloadTooLargeError, UnauthorizedError, ValidationError } from './errors.js';
import { checkJsonValue, checkPathIds, decodedPathParams, MAX_BODY_BYTES } from './request-input.js';
import { parseCookies } from './cookies.js';
import { assertVendorAccess } from './ownership.js';
import { isJsonMediaType } from './media-type.js';
import type { SessionUser } from '../auth/session-user.js';
import { logUnexpectedError, metered } from '../observability/request-log.js';
import { isIdempotent, runIdempotently, type IdempotencyStore } from './idempotency.js';

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
  /** A body sent as it is (a CSV download); its content type comes in `headers`. */
  text?: string;
}

export type RouteHandler = (req: HttpRequest) => Promise<HttpResult>;

/** Resolves the signed-in user from the request's cookies, refreshing tokens on the server when needed. */
export interface SessionResolver {
  resolve(cookies: Record<string, string>): Promise<{ user: SessionUser; setCookies: string[] } | undefined>;
}

/** Header the SPA sends on every call; a cross-site form cannot set it. */
const CSRF_HEADER = 'x-requested-with';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Request schemas are zod's, or valibot's for the few that the public pages share with the server; both speak
 * Standard Schema, and both validate synchronously.
 */
export function parseWith<S extends StandardSchemaV1>(schema: S, value: unknown): StandardSchemaV1.InferOutput<S> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new TypeError('Request schemas validate synchronously');
  if (result.issues) {
    const first = result.issues[0];
    throw new ValidationError(first?.message ?? 'Invalid request', {
      field: first?.path?.map((part) => String(typeof part === 'object' ? part.key : part)).join('.'),
    });
  }
  return result.value;
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

export function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const h = event.headers ?? {};
  return h[name] ?? h[name.toLowerCase()] ?? Object.entries(h).find(([k]) => k.toLowerCase() === name)?.[1];
}

/** The body as the client sent it, decoded from base64 when API Gateway encoded it; '' when there is none. */
export function bodyText(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** How large a body a group takes, and what a larger one is told. */
interface BodyLimit {
  bytes: number;
  message: string;
}
const DEFAULT_BODY_LIMIT: BodyLimit = { bytes: MAX_BODY_BYTES, message: MSG.bodyTooLarge };

function parseBody(event: APIGatewayProxyEventV2, limit: BodyLimit): unknown {
  if (!event.body) return undefined;
  const size = event.isBase64Encoded ? Math.floor((event.body.length * 3) / 4) : Buffer.byteLength(event.body);
  if (size > limit.bytes) throw new PayloadTooLargeError(limit.message);
  const raw = bodyText(event);
  if (!isJsonMediaType(header(event, 'content-type'))) return raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ValidationError(MSG.invalidJson);
  }
  checkJsonValue(parsed);
  return parsed;
}

/** A handler's own failure answer (`json({ message }, 4xx)`) gets its code as a thrown error's does. */
function withErrorCode(status: number, body: unknown): unknown {
  if (status < 400 || !body || typeof body !== 'object' || Array.isArray(body) || 'code' in body) return body;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' ? { ...body, code: errorCode(status, message) } : body;
}

function toResponse(result: HttpResult, req?: HttpRequest): APIGatewayProxyStructuredResultV2 {
  const cookies = [...(req?.responseCookies ?? []), ...(result.cookies ?? [])];
  const hasBody = result.body !== undefined;
  const body = hasBody ? withErrorCode(result.status ?? 200, result.body) : undefined;
  return {
    statusCode: result.status ?? 200,
    headers: {
      ...(hasBody ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      'cache-control': 'no-store',
      ...result.headers,
    },
    ...(cookies.length ? { cookies } : {}),
    body: result.text ?? (hasBody ? JSON.stringify(body) : ''),
  };
}

/** An error's body: its English message and stable code (a detail's own `code` kept), then its details. */
const errorBody = (status: number, message: string, details?: Record<string, unknown>) => ({
  message,
  code: errorCode(status, message),
  ...details,
});

function errorResponse(err: unknown): APIGatewayProxyStructuredResultV2 {
  if (err instanceof AppError) {
    return toResponse({ status: err.status, body: errorBody(err.status, err.message, err.details) });
  }
  const status = (err as { statusCode?: number })?.statusCode;
  if (status === 404) return toResponse({ status: 404, body: errorBody(404, MSG.notFound) });
  // A 5xx never leaks internals: the detail goes to the log only.
  logUnexpectedError(err);
  return toResponse({ status: 500, body: errorBody(500, MSG.unexpectedError) });
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
  if (!roleMayCall(req.user.role, access)) throw new ForbiddenError(MSG.forbidden);
  if (access.kind === 'permission' && !hasPermission(req.user.role, req.user.permissions, access.code)) {
    throw new ForbiddenError(MSG.forbidden);
  }
  const scope = req.route.vendorScope;
  if (scope) {
    const named = scope.in === 'path' ? req.params[scope.name] : req.query[scope.name];
    if (named !== undefined) assertVendorAccess(req.user, named);
  }
}

/**
 * Builds the Lambda handler of one route group: every route of the group in the manifest must have a handler.
 * Order per request: CSRF check → path decoding (a malformed escape is a 400) → session and access check (role,
 * permission, and the vendor a vendor-scoped route names) → path ids (404 unless of the id alphabet) → body size and
 * parsing → handler, which validates its input (run once per Idempotency-Key where the handler is `idempotent`) →
 * one error mapper. Services check ownership again where they resolve a resource to its vendor.
 */
export function makeHttpHandler(opts: {
  /** The group's routes, from `shared/route-manifest/<group>.ts`. */
  routes: readonly RouteDef[];
  handlers: Record<string, RouteHandler>;
  session?: SessionResolver;
  /** Needed by a group with `idempotent` handlers: where a keyed request's first answer is kept. */
  idempotency?: IdempotencyStore;
  /** A group taking files in its bodies (the vendor import's CSV) raises the body limit for its routes. */
  bodyLimit?: BodyLimit;
}) {
  const missing = opts.routes.filter((d) => !opts.handlers[routeKey(d)]);
  if (missing.length) throw new Error(`No handler for ${missing.map(routeKey).join(', ')}`);
  const keyed = opts.routes.filter((d) => isIdempotent(opts.handlers[routeKey(d)]!));
  if (keyed.length && !opts.idempotency) throw new Error(`No idempotency store for ${keyed.map(routeKey).join(', ')}`);

  const routes = opts.routes.map((route) => ({
    method: route.method,
    path: route.path,
    handler: metered(route, async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
      let req: HttpRequest | undefined;
      try {
        if (!SAFE_METHODS.has(route.method)) {
          if (!isJsonMediaType(header(event, 'content-type')) && !header(event, CSRF_HEADER)) {
            throw new ForbiddenError(MSG.csrfRefused);
          }
        }
        req = {
          event,
          route,
          params: decodedPathParams(event),
          query: (event.queryStringParameters ?? {}) as Record<string, string>,
          body: undefined,
          cookies: parseCookies(event.cookies ?? header(event, 'cookie')),
          responseCookies: [],
        };
        await authorize(req, opts.session);
        checkPathIds(req.params);
        // Read only once the caller may call the route: a refused caller learns nothing from how its body fares.
        req.body = parseBody(event, opts.bodyLimit ?? DEFAULT_BODY_LIMIT);
        const handler = opts.handlers[routeKey(route)]!;
        const result =
          opts.idempotency && isIdempotent(handler)
            ? await runIdempotently(opts.idempotency, req, handler)
            : await handler(req);
        return toResponse(result, req);
      } catch (err) {
        const res = errorResponse(err);
        if (req?.responseCookies.length) res.cookies = [...req.responseCookies, ...(res.cookies ?? [])];
        return res;
      }
    }),
  }));

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use({ onError: (request) => void (request.response = errorResponse(request.error)) })
    .handler(httpRouterHandler(routes) as never);
}
