/** The few HTTP pieces the stand-in's routes share: what a route answers, and how that is written out. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Reply {
  status: number;
  /** A JSON body. */
  json?: unknown;
  /** An HTML page. */
  html?: string;
  /** A 303 target. */
  location?: string;
  headers?: Record<string, string>;
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  status,
  json: body,
  ...(headers ? { headers } : {}),
});
export const html = (status: number, page: string): Reply => ({ status, html: page });
export const seeOther = (location: string): Reply => ({ status: 303, location });

/** Bodies here are a few kilobytes of form or JSON; anything far larger is not one of ours. */
const BODY_LIMIT = 1024 * 1024;

export function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) req.destroy(new Error('Request body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function writeReply(res: ServerResponse, reply: Reply, head = false): void {
  const headers: Record<string, string | number> = { 'cache-control': 'no-store', ...reply.headers };
  let body: Buffer;
  if (reply.location !== undefined) {
    headers.location = reply.location;
    body = Buffer.alloc(0);
  } else if (reply.html !== undefined) {
    headers['content-type'] = 'text/html; charset=utf-8';
    body = Buffer.from(reply.html);
  } else {
    headers['content-type'] = 'application/json';
    body = Buffer.from(JSON.stringify(reply.json ?? {}, null, 2));
  }
  headers['content-length'] = body.length;
  res.writeHead(reply.status, headers);
  res.end(head ? undefined : body);
}
