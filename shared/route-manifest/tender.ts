/** The `tender` route group's routes: its Lambda imports only these. */
import { groupRoutes } from './route-def.js';

export const tenderRoutes = groupRoutes('tender', [
  // Sales by tender: tokens redeemed per vendor on a date, and what the market owes for a range (admin)
  { method: 'GET', path: '/api/market-dates/{id}/tokens', access: { kind: 'admin' } },
  { method: 'PUT', path: '/api/market-dates/{id}/tokens/{vendorId}', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/reports/token-reimbursement', access: { kind: 'admin' } },
]);
