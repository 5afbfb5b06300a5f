import { vi } from 'vitest';
import { DEFAULT_VENDOR_PERMISSIONS } from '@shared/permissions';
import type { SessionUser } from '@/lib/session';

type Reply = { status?: number; body?: unknown };
type Handler = (request: {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
  /** The query string's parameters (routes match on the path alone). */
  query: URLSearchParams;
}) => Reply | Promise<Reply>;

/**
 * Replaces fetch for one test: routes are "METHOD /path" → a reply or a handler. An unlisted call answers 404,
 * and every call is recorded so a test can check what was sent.
 */
export function mockApi(routes: Record<string, Reply | Handler>) {
  const calls: {
    method: string;
    path: string;
    body: unknown;
    headers: Headers;
    query: URLSearchParams;
    init?: RequestInit;
  }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = new Headers(init?.headers);
    const request = { method, path: url.pathname, body, headers, query: url.searchParams };
    calls.push({ ...request, init });
    const route = routes[`${method} ${url.pathname}`];
    const reply =
      typeof route === 'function' ? await route(request) : (route ?? { status: 404, body: { message: 'Not found' } });
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const unauthorized: Reply = { status: 401, body: { message: 'Not authenticated' } };

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    username: 'Jane Doe',
    email: 'jane@example.com',
    phone: null,
    role: 'vendor_user',
    vendorId: 'vendor-1',
    // A vendor's primary user, who holds every vendor permission.
    permissions: [...DEFAULT_VENDOR_PERMISSIONS],
    defaultVendorTypes: [],
    ...overrides,
  };
}

export const makeAdmin = (overrides: Partial<SessionUser> = {}) =>
  makeUser({
    id: 'admin-1',
    username: 'admin',
    email: 'admin@example.com',
    role: 'admin',
    vendorId: null,
    permissions: [],
    ...overrides,
  });

/** A vendor dashboard answer (GET /api/vendor/dashboard) with nothing to count, for screens that land there. */
export const vendorDashboardReply = (name = 'Sunny Acres Farm', vendorId = 'vendor-1'): Reply => ({
  body: {
    vendor: { id: vendorId, name, vendorTypeId: '1', status: 'APPROVED' },
    today: '2025-06-04',
    alerts: [],
    counts: {
      pendingPayments: { count: 0, amount: 0 },
      overduePayments: { count: 0, amount: 0 },
      pendingSpaceRequests: 0,
      upcomingDatesWithoutRequests: 0,
      documentsExpiring: 0,
      averageSales: null,
    },
    payments: [],
  },
});
