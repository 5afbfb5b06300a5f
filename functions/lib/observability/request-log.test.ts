import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countDdbRequest } from '../data/request-metrics.js';
import { logger } from './logger.js';
import { logUnexpectedError, metered } from './request-log.js';

const event = (path: string) =>
  ({ rawPath: path, requestContext: { requestId: 'req-1' } }) as unknown as APIGatewayProxyEventV2;

function captureLines() {
  const lines: Record<string, unknown>[] = [];
  const keep = (chunk: string | Uint8Array) => {
    lines.push(JSON.parse(String(chunk)));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  return lines;
}

describe('the request log', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    logger.setLogLevel('INFO');
  });

  it('writes one JSON line per request with its route, status, duration, DynamoDB requests and request id', async () => {
    logger.setLogLevel('INFO');
    const lines = captureLines();
    const route = { method: 'GET', path: '/api/vendors/{id}', group: 'vendors', access: { kind: 'admin' } } as const;
    const handle = metered(route, async () => {
      countDdbRequest();
      countDdbRequest();
      return { statusCode: 404, body: '' };
    });
    await handle(event('/api/vendors/abc'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'INFO',
      message: 'request',
      route: 'GET /api/vendors/{id}',
      path: '/api/vendors/abc',
      status: 404,
      ddbRequests: 2,
      requestId: 'req-1',
    });
    expect(lines[0]!.durationMs).toEqual(expect.any(Number));
  });

  it('keeps an unexpected error’s stack in the log', () => {
    const lines = captureLines();
    logUnexpectedError(new Error('table is on fire'));
    expect(lines[0]).toMatchObject({ level: 'ERROR', message: 'Unhandled error' });
    expect(JSON.stringify(lines[0])).toContain('table is on fire');
    expect(JSON.stringify(lines[0])).toMatch(/request-log\.test\.ts/);
  });
});
