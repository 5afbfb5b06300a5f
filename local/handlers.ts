/**
 * Loads each route group's Lambda entry (`functions/<group>/index.ts`) on first use, as a cold start would.
 * A group whose entry does not exist yet is reported as missing instead of failing the whole server.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { RouteGroup } from '../shared/routes.js';

export type ApiHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

const loaded = new Map<RouteGroup, Promise<ApiHandler>>();

function handlerEntry(group: RouteGroup): URL {
  return new URL(`../functions/${group}/index.ts`, import.meta.url);
}

/** The group's handler, or undefined when its entry file does not exist (yet). */
export async function loadHandler(group: RouteGroup): Promise<ApiHandler | undefined> {
  let pending = loaded.get(group);
  if (!pending) {
    const entry = handlerEntry(group);
    if (!existsSync(fileURLToPath(entry))) return undefined;
    pending = import(entry.href).then((mod: { handler?: unknown }) => {
      if (typeof mod.handler !== 'function') throw new Error(`functions/${group}/index.ts does not export a handler`);
      return mod.handler as ApiHandler;
    });
    loaded.set(group, pending);
    // A failed import (e.g. a syntax error being fixed) is retried on the next request.
    pending.catch(() => loaded.delete(group));
  }
  return pending;
}

/** A Lambda context good enough for middy: a request id and the remaining time before the 29 s API timeout. */
export function lambdaContext(group: RouteGroup, requestId: string, timeoutMs = 29_000): Context {
  const deadline = Date.now() + timeoutMs;
  const fail = () => {
    throw new Error('Not available locally');
  };
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `marketday-${group}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:marketday-${group}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/marketday-${group}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: fail,
    fail,
    succeed: fail,
  };
}
