/* eslint-disable @typescript-eslint/no-explicit-any -- tests read response bodies loosely */
import { request as httpRequest } from 'node:http';
/**
 * A small API client for tests, with a cookie jar, that calls the API the way the SPA does: JSON bodies and the
 * `x-requested-with: marketday` header.
 */

export interface ApiResponse<T = unknown> {
  status: number;
  /** Parsed JSON, or undefined when the response is not JSON. */
  body: T;
  headers: Headers;
  text: string;
}

interface RequestInit {
  body?: unknown;
  headers?: Record<string, string>;
  raw?: boolean;
  /** Connect from this loopback address (e.g. 127.0.0.9), so the API sees another client address. */
  sourceAddress?: string;
}

interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  delete(name: string): void;
  clear(): void;
  all(): Record<string, string>;
}

export interface ApiClient {
  get<T = any>(path: string): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  put<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  patch<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  delete<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  /** Any request, e.g. without the SPA's headers: `request('POST', path, { body: 'x', headers: {} })`. */
  request<T = any>(method: string, path: string, init?: RequestInit): Promise<ApiResponse<T>>;
  cookies: CookieJar;
  /** The number of DynamoDB requests the handler made for this response (x-ddb-requests). */
  ddbRequests(res: ApiResponse): number;
  /** The items those DynamoDB requests read (a Query's scanned items, before any filter). */
  ddbItems(res: ApiResponse): number;
}

function makeJar(): CookieJar {
  const jar = new Map<string, string>();
  return {
    get: (name) => jar.get(name),
    set: (name, value) => void jar.set(name, value),
    delete: (name) => void jar.delete(name),
    clear: () => jar.clear(),
    all: () => Object.fromEntries(jar),
  };
}

/** Applies Set-Cookie headers: a cookie with Max-Age=0 or an Expires in the past is removed. */
function store(jar: CookieJar, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = '', ...attrs] = line.split(';');
    const i = pair.indexOf('=');
    if (i <= 0) continue;
    const name = pair.slice(0, i).trim();
    const value = pair.slice(i + 1).trim();
    const expired = attrs.some((a) => {
      const [k = '', v = ''] = a.split('=').map((s) => s.trim());
      if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
      if (k.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
      return false;
    });
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}

/**
 * fetch cannot choose the address it connects from; node:http can. The local stack takes the client address from the
 * connection, as API Gateway does, so a test that needs its own address (rate limits per address) connects from
 * another loopback address, all of 127.0.0.0/8 being this machine.
 */
function fetchFrom(
  sourceAddress: string,
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
) {
  return new Promise<Response>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: init.method,
        headers: init.headers,
        localAddress: sourceAddress,
        family: 4,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          for (let i = 0; i < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
          const status = res.statusCode ?? 0;
          const empty = status === 204 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

export function makeClient(baseUrl: string, defaults: { sourceAddress?: string } = {}): ApiClient {
  const cookies = makeJar();

  async function request<T>(method: string, path: string, init: RequestInit = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'marketday' };
    let body: string | undefined;
    if (init.body !== undefined) {
      if (init.raw) body = String(init.body);
      else {
        body = JSON.stringify(init.body);
        headers['content-type'] = 'application/json';
      }
    }
    Object.assign(headers, init.headers);
    const jarEntries = Object.entries(cookies.all());
    if (jarEntries.length) headers.cookie = jarEntries.map(([k, v]) => `${k}=${v}`).join('; ');

    const sourceAddress = init.sourceAddress ?? defaults.sourceAddress;
    const url = new URL(path, baseUrl);
    const res = sourceAddress
      ? await fetchFrom(sourceAddress, url, { method, headers, body })
      : await fetch(url, { method, headers, body, redirect: 'manual' });
    store(cookies, res.headers.getSetCookie());
    const text = await res.text();
    let parsed: unknown;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    return { status: res.status, body: parsed as T, headers: res.headers, text };
  }

  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, { body }),
    put: (path, body) => request('PUT', path, { body }),
    patch: (path, body) => request('PATCH', path, { body }),
    delete: (path, body) => request('DELETE', path, { body }),
    request,
    cookies,
    ddbRequests: (res) => numericHeader(res, 'x-ddb-requests'),
    ddbItems: (res) => numericHeader(res, 'x-ddb-items'),
  };
}

function numericHeader(res: ApiResponse, name: string): number {
  const raw = res.headers.get(name);
  if (raw === null || !/^\d+$/.test(raw)) throw new Error(`No numeric ${name} header (got ${raw})`);
  return Number(raw);
}
