/** The `stripe-webhooks` route group's routes: its Lambda imports only these. */
import { publicAccess, type RouteDef } from './route-def.js';

export const stripeWebhooksRoutes: readonly RouteDef[] = [
  // Online payment (architecture §7): Stripe's events (the signature is the check) and admins' card refunds.
  { method: 'POST', path: '/api/webhooks/stripe', group: 'stripe-webhooks', access: publicAccess },
];
