/** The `date-dashboard` route group's routes: its Lambda imports only these. */
import { type RouteDef } from './route-def.js';

export const dateDashboardRoutes: readonly RouteDef[] = [
  // A market date's dashboard cards, statistics, payments and proceeds, and payment reminders (issue 14)
  ...(
    [
      'pending-requests',
      'space-assignment',
      'payment-status',
      'publication-status',
      'missing-vendors',
      'expiring-documents',
      'statistics',
    ] as const
  ).map((card): RouteDef => ({
    method: 'GET',
    path: `/api/dashboard/market-date/{id}/${card}`,
    group: 'date-dashboard',
    access: { kind: 'admin' },
  })),
  { method: 'GET', path: '/api/market-dates/{id}/payments', group: 'date-dashboard', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/market-dates/{id}/proceeds', group: 'date-dashboard', access: { kind: 'admin' } },
  {
    method: 'POST',
    path: '/api/market-dates/{id}/payment-reminders',
    group: 'date-dashboard',
    access: { kind: 'admin' },
  },
  { method: 'POST', path: '/api/spaces/{id}/payment-reminder', group: 'date-dashboard', access: { kind: 'admin' } },
];
