import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LocalServer } from '../../local/api-server.js';
import { localSecurityHeaders } from '../../local/security-headers.js';
import { distSpa } from '../../local/spa.js';
import { securityHeaders } from '../../shared/security-headers.js';
import { makeClient, type ApiResponse } from './client.js';

const baseUrl = inject('baseUrl');

/** What CloudFront sends in AWS for a deployment without Stripe, save the buckets' upload origins. */
const PRODUCTION = securityHeaders();

function expectProductionHeaders(res: ApiResponse, what: string) {
  for (const [name, value] of Object.entries(PRODUCTION)) {
    expect(res.headers.get(name), `${name} of ${what}`).toBe(value);
  }
}

describe('the local server sends the security headers CloudFront sends', () => {
  it('on API answers: a success, a refusal and an unknown route', async () => {
    const api = makeClient(baseUrl);
    const health = await api.get('/api/health');
    expect(health.status).toBe(200);
    expectProductionHeaders(health, 'GET /api/health');

    const refused = await api.post('/api/auth/login', { emailOrPhone: 'nobody@example.com', password: 'Wrong-pass1' });
    expect(refused.status).toBe(401);
    expectProductionHeaders(refused, 'a refused sign-in');

    const unknown = await api.get('/api/no-such-route');
    expect(unknown.status).toBe(404);
    expectProductionHeaders(unknown, 'an unknown API route');
  });

  it('on the pages beside the API: the local mailbox and an address the SPA would serve', async () => {
    const api = makeClient(baseUrl);
    const mailbox = await api.request('GET', '/_mailbox', { headers: { accept: 'text/html' } });
    expect(mailbox.status).toBe(200);
    expectProductionHeaders(mailbox, 'the mailbox page');
    // This stack serves no SPA: the answer is a 404, with the headers all the same.
    expectProductionHeaders(await api.request('GET', '/vendor/dashboard'), 'a client route');
  });

  it('allows scripts, frames and calls from the site itself only, and no framing of the site', () => {
    const csp = PRODUCTION['content-security-policy']!;
    expect(csp).toContain("default-src 'self';");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("object-src 'none';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:|\*/);
    expect(PRODUCTION['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(PRODUCTION['x-content-type-options']).toBe('nosniff');
    expect(PRODUCTION['x-frame-options']).toBe('DENY');
    expect(PRODUCTION['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('the built SPA, served as the browser tests serve it', () => {
  const dist = mkdtempSync(join(tmpdir(), 'marketday-spa-'));
  const server = new LocalServer({ quiet: true, log: () => {}, securityHeaders: localSecurityHeaders('dist', true) });
  let url = '';

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>MarketDay</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'export {};');
    server.setApp({ spa: distSpa(dist), mailbox: { list: async () => [] } });
    url = `http://127.0.0.1:${await server.listen(0)}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends them with the page of a client route and with its script', async () => {
    const web = makeClient(url);
    const page = await web.request('GET', '/vendor/dashboard', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expectProductionHeaders(page, 'the SPA page');

    const script = await web.request('GET', '/assets/app-1a2b3c.js');
    expect(script.status).toBe(200);
    expectProductionHeaders(script, 'an SPA script');
  });

  it('relaxes only script-src, by inline scripts, for Vite’s development server', () => {
    const dev = localSecurityHeaders('dev', true);
    expect(dev['content-security-policy']).toBe(
      PRODUCTION['content-security-policy']!.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
    );
    expect({ ...dev, 'content-security-policy': '' }).toEqual({ ...PRODUCTION, 'content-security-policy': '' });
  });
});
