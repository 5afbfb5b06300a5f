/**
 * What the request pipeline (http.ts) checks of every request before a handler sees it, so that no input from
 * outside reaches DynamoDB or Cognito in a shape they would refuse with an error of their own (a 5xx for us).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MSG } from '../../../shared/messages.js';
import { decodePathParameters } from '../../../shared/route-manifest/route-def.js';
import { isId } from '../../../shared/schemas/ids.js';
import { NotFoundError, ValidationError } from './errors.js';

/** No request of ours comes near this; API Gateway would take up to 10 MB. */
export const MAX_BODY_BYTES = 256 * 1024;
/** Our deepest body (a fee list: body → fees → fee) is 3 levels; anything far deeper is not a real client's. */
const MAX_BODY_DEPTH = 32;
/** Field names that could reach an object's prototype if a body were ever merged into another object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** With the u flag a surrogate range matches only surrogates that are not part of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Refuses what no schema should have to think about: deep nesting (recursive code downstream could overflow the
 * stack), prototype field names, and lone UTF-16 surrogates, which cannot be stored as UTF-8.
 */
export function checkJsonValue(root: unknown): void {
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

/** API Gateway passes path parameters percent-encoded; a malformed escape is the client's mistake. */
export function decodedPathParams(event: APIGatewayProxyEventV2): Record<string, string> {
  const decoded = decodePathParameters(event.pathParameters ?? {});
  if (!decoded) throw new ValidationError(MSG.malformedPath);
  return decoded;
}

/**
 * Every path parameter of the manifest names an object by id (or a setting by key, a reset link by token), so one
 * check here keeps over-long or odd values out of every DynamoDB key. Nothing can exist under such an id: 404.
 */
export function checkPathIds(params: Record<string, string>): void {
  if (!Object.values(params).every(isId)) throw new NotFoundError(MSG.notFound);
}
