/** The `stripe-webhooks` route group's routes: its Lambda imports only these. */
import { publicAccess, groupRoutes } from './route-def.js';

export const stripeWebhooksRoutes = groupRoutes('stripe-webhooks', [
  // Online payment (architecture §7): Stripe's events (the signature is the check) and admins' card refunds.
  { method: 'POST', path: '/api/webhooks/stripe', access: publicAccess },
]);
