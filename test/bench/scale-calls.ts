/**
 * The screen calls `npm run bench:scale` measures, one line each. A call names who makes it and builds its path from
 * what the bench knows of the market; a call that takes a date (`perDate`) is also run side by side on a small and
 * a large date. Lists that page are called without `cursor`/`limit`, so their first page at the default page size
 * is what is measured.
 */
export type Caller = 'anonymous' | 'admin' | 'vendor';

/** What a call's path is built from: the date grown to 1,000 requests, and a vendor and request of the demo's. */
export interface ScaleTargets {
  dateId: string;
  vendorId: string;
  requestId: string;
}

export interface ScaleCall {
  name: string;
  as: Caller;
  path: (t: ScaleTargets) => string;
  /** The path reads one date's data: measured on a small and a large date, interleaved. */
  perDate?: boolean;
}

const call = (name: string, as: Caller, path: (t: ScaleTargets) => string, perDate = false): ScaleCall => ({
  name,
  as,
  path,
  perDate,
});
const card = (name: string) =>
  call(`card: ${name}`, 'admin', (t) => `/api/dashboard/market-date/${t.dateId}/${name}`, true);

export const SCALE_CALLS: readonly ScaleCall[] = [
  call('no-op (health)', 'anonymous', () => '/api/health'),
  call('spaces list of the date', 'admin', (t) => `/api/spaces/market-date/${t.dateId}`, true),
  call('admin dashboard', 'admin', () => '/api/dashboard/admin'),
  card('space-assignment'),
  card('payment-status'),
  card('publication-status'),
  card('pending-requests'),
  card('missing-vendors'),
  card('expiring-documents'),
  card('statistics'),
  card('vendor-notes'),
  call('Market Requests list', 'admin', (t) => `/api/market-dates/${t.dateId}/requests`, true),
  call('assign-vendor choices', 'admin', (t) => `/api/market-dates/${t.dateId}/assignment-data`, true),
  call('layout editor', 'admin', (t) => `/api/market-dates/${t.dateId}/layout`, true),
  call('Missing Requests report', 'admin', (t) => `/api/market-dates/${t.dateId}/missing-vendors`, true),
  call('waitlist', 'admin', (t) => `/api/market-dates/${t.dateId}/waitlist`, true),
  call('date payments', 'admin', (t) => `/api/market-dates/${t.dateId}/payments`, true),
  call('date proceeds', 'admin', (t) => `/api/market-dates/${t.dateId}/proceeds`, true),
  call('vendor list', 'admin', () => '/api/vendors'),
  call('vendor search', 'admin', () => '/api/vendors/search?q=farm'),
  call('public map', 'anonymous', (t) => `/api/public/map/${t.dateId}`, true),
  call('vendor market dates', 'vendor', () => '/api/vendor/market-dates'),
  call('vendor dashboard', 'vendor', () => '/api/vendor/dashboard'),
  call('messages', 'admin', () => '/api/messages'),
  call('documents', 'admin', () => '/api/admin/documents'),
  call('vendor audit log', 'admin', (t) => `/api/vendors/${t.vendorId}/audit-log`),
  call('request audit log', 'admin', (t) => `/api/space-requests/${t.requestId}/audit-log`),
];
