import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routeKey, type RouteDef } from '../../../shared/route-manifest/route-def.js';
import { withRequestMetrics } from '../data/request-metrics.js';

import { logger, logErrorTo } from './logger.js';

/**
 * One structured JSON line per API request (route, status, duration, DynamoDB requests and the items they read, request id), and errors with
 * their stack, in the log only.
 */

type EventHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** Wraps one route's handler so that every request it answers is logged with what it cost. */
export function metered(route: RouteDef, handle: EventHandler): EventHandler {
  const key = routeKey(route);
  return async (event) => {
    const started = performance.now();
    const { result, ddbRequests, ddbItems } = await withRequestMetrics(() => handle(event));
    logger.info('request', {
      route: key,
      path: event.rawPath,
      status: result.statusCode ?? 200,
      durationMs: Math.round(performance.now() - started),
      ddbRequests,
      ddbItems,
      requestId: event.requestContext?.requestId ?? '',
    });
    return result;
  };
}

/** The detail of an unexpected error stays in the log; the caller answers with a bare 500. */
export const logUnexpectedError = (err: unknown): void => logErrorTo('Unhandled error', err);
