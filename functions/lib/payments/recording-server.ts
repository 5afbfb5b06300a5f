/**
 * For the adapters' tests: a tiny HTTP server that records every request it receives (method, path, headers, body)
 * and answers each with the canned response the test gave for its method and path. The real `stripe` SDK and the
 * real `fetch` talk to it, so the tests assert the HTTP exchange the providers would see.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body as a form (Stripe) — bracketed keys kept as they are: `line_items[0][quantity]`. */
  form: Record<string, string>;
}

export interface CannedResponse {
  status?: number;
  body: unknown;
}

export async function startRecordingServer(answers: Record<string, CannedResponse | (() => CannedResponse)>) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0]!;
      const form: Record<string, string> = {};
      if (String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
        for (const [k, v] of new URLSearchParams(body)) form[k] = v;
      }
      requests.push({ method: req.method ?? '', path, headers: req.headers, body, form });
      const found = answers[`${req.method} ${path}`];
      const answer = typeof found === 'function' ? found() : found;
      res.writeHead(answer?.status ?? (answer ? 200 : 404), { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer?.body ?? { error: { type: 'invalid_request_error', message: 'Unknown path' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
