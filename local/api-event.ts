/**
 * Turns a plain HTTP request into an API Gateway HTTP API (payload v2) event, and a handler's result back into an
 * HTTP response, the way API Gateway does, so the local server runs the same handler code as the Lambdas.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routeKey, type RouteDef } from '../shared/routes.js';

export interface LocalRequest {
  method: string;
  /** Request target as received: path and optional query string, e.g. /api/users/1/permissions?x=1 */
  url: string;
  /** Header values as node:http gives them (names in any case). */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  sourceIp: string;
  now?: Date;
}

/** Media types API Gateway passes as text; every other body arrives base64-encoded with isBase64Encoded. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type === '' ||
    type.startsWith('text/') ||
    type.endsWith('/json') ||
    type.endsWith('+json') ||
    type.endsWith('/xml') ||
    type.endsWith('+xml') ||
    type === 'application/javascript' ||
    type === 'application/x-www-form-urlencoded'
  );
}

function splitTarget(url: string): { rawPath: string; rawQueryString: string } {
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  const rawQueryString = q < 0 ? '' : url.slice(q + 1).replace(/#.*$/, '');
  return { rawPath: rawPath || '/', rawQueryString };
}

/** API Gateway joins repeated query parameters with a comma. */
export function parseQueryString(raw: string): Record<string, string> | undefined {
  if (!raw) return undefined;
  const out: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    out[name] = name in out ? `${out[name]},${value}` : value;
  }
  return Object.keys(out).length ? out : undefined;
}

export function toApiEvent(
  req: LocalRequest,
  route: RouteDef,
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const now = req.now ?? new Date();
  const { rawPath, rawQueryString } = splitTarget(req.url);

  // Lower-case names; repeated headers joined with a comma. The cookie header moves to `cookies`, as in API Gateway.
  const headers: Record<string, string> = {};
  let cookieHeader = '';
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    const joined = Array.isArray(value) ? value.join(lower === 'cookie' ? '; ' : ',') : value;
    if (lower === 'cookie') {
      cookieHeader = cookieHeader ? `${cookieHeader}; ${joined}` : joined;
      continue;
    }
    headers[lower] = headers[lower] ? `${headers[lower]},${joined}` : joined;
  }
  headers['x-forwarded-for'] ??= req.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  const cookies = cookieHeader
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);

  const hasBody = req.body.length > 0;
  const isText = isTextContentType(headers['content-type']);
  const method = req.method.toUpperCase();
  const key = routeKey(route);

  return {
    version: '2.0',
    routeKey: key,
    rawPath,
    rawQueryString,
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(rawQueryString ? { queryStringParameters: parseQueryString(rawQueryString) } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!.split(':')[0]!,
      http: {
        method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: req.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(hasBody ? { body: isText ? req.body.toString('utf8') : req.body.toString('base64') } : {}),
    isBase64Encoded: hasBody && !isText,
  };
}

export interface LocalResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/**
 * A v2 handler may return a structured result, or any other value, which API Gateway sends as a JSON 200.
 */
export function fromApiResult(result: unknown): LocalResponse {
  const structured =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? (result as APIGatewayProxyStructuredResultV2)
      : undefined;
  if (!structured) {
    const body = result === undefined ? '' : typeof result === 'string' ? result : JSON.stringify(result);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from(body, 'utf8'),
    };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = String(value);
  }
  const raw = structured.body ?? '';
  return {
    statusCode: structured.statusCode ?? 200,
    headers,
    cookies: [...(structured.cookies ?? [])],
    body: structured.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8'),
  };
}
