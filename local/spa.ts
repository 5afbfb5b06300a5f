/**
 * The SPA on the same origin as the API, as CloudFront serves it: Vite in middleware mode for development, or the
 * prebuilt web/dist with the index.html fallback for client routes.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type SpaMode = 'dev' | 'dist' | 'none';

export interface SpaHandler {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
  /** Set when the SPA cannot be served, with what to do about it. */
  problem?: string;
}

const WEB_DIR = fileURLToPath(new URL('../web/', import.meta.url));
const DIST_DIR = path.join(WEB_DIR, 'dist');

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

function sendText(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

function placeholderPage(problem: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MarketDay</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto">
<h1>MarketDay</h1><p>The API is running, but the web app cannot be shown: ${problem}</p>
<p><a href="/_mailbox">Local mailbox</a></p></body></html>`;
}

function unavailable(problem: string): SpaHandler {
  return {
    problem,
    handle: (req, res) =>
      (req.headers.accept ?? '').includes('text/html')
        ? sendText(res, 503, placeholderPage(problem), 'text/html; charset=utf-8')
        : sendText(res, 404, 'Not found'),
    close: async () => {},
  };
}

/** Serves web/dist: files as they are, and index.html for extension-less paths (client routes). */
export function distSpa(distDir = DIST_DIR): SpaHandler {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index))
    return unavailable(
      `${path.relative(process.cwd(), distDir) || distDir} has no index.html; run \`npm run build:web\`.`,
    );
  return {
    close: async () => {},
    handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      } catch {
        sendText(res, 400, 'Bad request');
        return;
      }
      const file = path.join(distDir, path.normalize(pathname));
      let target: string | undefined;
      if (file.startsWith(distDir + path.sep) && existsSync(file) && statSync(file).isFile()) target = file;
      else if (!path.extname(pathname)) target = index;
      if (!target) {
        sendText(res, 404, 'Not found');
        return;
      }
      const immutable = target.startsWith(path.join(distDir, 'assets') + path.sep);
      res.writeHead(200, {
        'content-type': MIME[path.extname(target).toLowerCase()] ?? 'application/octet-stream',
        'content-length': statSync(target).size,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(target).pipe(res);
    },
  };
}

/** Vite in middleware mode on the API's own HTTP server (HMR included), with web/vite.config.ts. */
export async function devSpa(httpServer: Server, quiet: boolean): Promise<SpaHandler> {
  const configFile = path.join(WEB_DIR, 'vite.config.ts');
  if (!existsSync(configFile) || !existsSync(path.join(WEB_DIR, 'index.html'))) {
    return unavailable('web/vite.config.ts or web/index.html is missing.');
  }
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile,
    root: WEB_DIR,
    appType: 'spa',
    clearScreen: false,
    logLevel: quiet ? 'silent' : 'info',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  return {
    handle: (req, res) =>
      vite.middlewares(req, res, () => {
        if (!res.headersSent) sendText(res, 404, 'Not found');
      }),
    close: () => vite.close(),
  };
}

export function noSpa(): SpaHandler {
  return { handle: (_req, res) => sendText(res, 404, 'Not found'), close: async () => {} };
}
