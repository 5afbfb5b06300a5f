/** The `date-dashboard` route group's routes: its Lambda imports only these. */
import { groupRoutes, type GroupRoute } from './route-def.js';

export const dateDashboardRoutes = groupRoutes('date-dashboard', [
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
  ).map(
    (card) =>
      ({
        method: 'GET',
        path: `/api/dashboard/market-date/{id}/${card}`,
        access: { kind: 'admin' },
      }) as const satisfies GroupRoute,
  ),
  { method: 'GET', path: '/api/market-dates/{id}/payments', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/market-dates/{id}/proceeds', access: { kind: 'admin' } },
  {
    method: 'POST',
    path: '/api/market-dates/{id}/payment-reminders',
    access: { kind: 'admin' },
  },
  { method: 'POST', path: '/api/spaces/{id}/payment-reminder', access: { kind: 'admin' } },
]);
