/**
 * The headers the local server adds to every response: the same definition CloudFront's policy is built from
 * (shared/security-headers.ts). Uploads go to the server's own /_s3 gateway, so no bucket origin is added; Stripe.js
 * is allowed only when real Stripe keys are given; Vite's development server needs its inline preamble script, so
 * `--spa dev` (the default of `npm start`) relaxes script-src by 'unsafe-inline' and nothing else.
 */
import { securityHeaders } from '../shared/security-headers.js';
import type { SpaMode } from './spa.js';

export function localSecurityHeaders(spa: SpaMode, localCheckout: boolean): Record<string, string> {
  return securityHeaders({ stripe: !localCheckout, devServer: spa === 'dev' });
}
