/**
 * The security headers of every response the site sends, SPA and API alike. CloudFront's response headers policy
 * (infra/stacks/web-stack.ts) and the local server (local/api-server.ts) are both built from this one definition,
 * so what the tests see locally is what browsers get in AWS. Plain data: no imports, so infra, local and the tests
 * can all read it.
 */

/** What, beyond its own origin, the site's pages need to reach. */
export interface SiteSources {
  /**
   * Origins browsers POST files to by presigned POST: in AWS the images and documents buckets' S3 endpoints. None
   * locally, where uploads go to the site's own upload gateway (/_s3).
   */
  uploadOrigins?: readonly string[];
  /** Stripe.js, which the saved-card form loads when the deployment has Stripe keys. */
  stripe?: boolean;
  /**
   * Vite's development server, whose React refresh preamble is an inline script. Never in AWS, nor where the built
   * SPA is served (the browser tests).
   */
  devServer?: boolean;
}

/** Stripe.js and the frames and API its card element uses. */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/** The headers other than the CSP, as CloudFront's policy names them. */
export const SECURITY_HEADERS = {
  strictTransportSecurity: { maxAgeSeconds: 2 * 365 * 24 * 60 * 60, includeSubdomains: true },
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

/**
 * The Content-Security-Policy: the SPA's scripts, frames and calls stay on its own origin, plus the upload buckets
 * and Stripe's script, frames and API when the deployment uses them. No upgrade-insecure-requests: every source it
 * allows is the page's own origin or an https one (so it would change nothing in AWS), and it would send the local
 * server's own plain-http requests to https.
 */
export function contentSecurityPolicy(sources: SiteSources = {}): string {
  const stripe = (kind: keyof typeof STRIPE_SOURCES): string[] => (sources.stripe ? [...STRIPE_SOURCES[kind]] : []);
  const directive = (name: string, values: readonly string[]) => [name, ...values].join(' ');
  const frames = stripe('frame');
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', ["'self'", ...(sources.devServer ? ["'unsafe-inline'"] : []), ...stripe('script')]),
    // Mantine sets inline style attributes and writes its CSS variables into a <style> element.
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    // Vendor images are served from the site's own /media/*; data: is the select chevron in Mantine's CSS.
    directive('img-src', ["'self'", 'data:']),
    directive('connect-src', ["'self'", ...(sources.uploadOrigins ?? []), ...stripe('connect')]),
    ...(frames.length ? [directive('frame-src', frames)] : []),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('form-action', ["'self'"]),
    directive('frame-ancestors', ["'none'"]),
  ].join('; ');
}

/** Every security header as browsers receive it, by lower-case name. */
export function securityHeaders(sources: SiteSources = {}): Record<string, string> {
  const hsts = SECURITY_HEADERS.strictTransportSecurity;
  return {
    'content-security-policy': contentSecurityPolicy(sources),
    'strict-transport-security': `max-age=${hsts.maxAgeSeconds}${hsts.includeSubdomains ? '; includeSubDomains' : ''}`,
    'x-content-type-options': SECURITY_HEADERS.contentTypeOptions,
    'x-frame-options': SECURITY_HEADERS.frameOptions,
    'referrer-policy': SECURITY_HEADERS.referrerPolicy,
    'permissions-policy': SECURITY_HEADERS.permissionsPolicy,
  };
}
