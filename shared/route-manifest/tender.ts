/** The `tender` route group's routes: its Lambda imports only these. */
import { type RouteDef } from './route-def.js';

export const tenderRoutes: readonly RouteDef[] = [
  // Sales by tender: tokens redeemed per vendor on a date, and what the market owes for a range (admin)
  { method: 'GET', path: '/api/market-dates/{id}/tokens', group: 'tender', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/market-dates/{id}/tokens/{vendorId}', group: 'tender', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/reports/token-reimbursement', group: 'tender', access: { kind: 'admin' } },
];
