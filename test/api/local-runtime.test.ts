import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { makeClient } from './client.js';
import { latestMessageTo, linksIn, listMailbox, waitForMessageTo, type MailboxMessage } from './mailbox.js';

const baseUrl = inject('baseUrl');
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('the local runtime', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const api = makeClient(baseUrl);
    for (const res of [
      await api.get('/api/no-such-thing'),
      await api.delete('/api/auth/user'),
      await api.get('/api'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ message: 'Not found' });
      expect(api.ddbRequests(res)).toBe(0);
    }
  });

  it('reports the DynamoDB requests of every API response in x-ddb-requests', async () => {
    const api = makeClient(baseUrl);
    const failed = await api.post('/api/auth/login', { emailOrPhone: 'nobody@example.com', password: 'Wrong-pass1' });
    expect(failed.status).toBe(401);
    expect(failed.headers.get('x-ddb-requests')).toMatch(/^\d+$/);
    expect(api.ddbRequests(failed)).toBeGreaterThan(0);

    const signedOut = await api.get('/api/auth/user');
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('x-ddb-requests')).toMatch(/^\d+$/);
  });

  it('passes every Set-Cookie of a response to the browser and its cookies back to the handler', async () => {
    const api = makeClient(baseUrl);
    const login = await api.post('/api/auth/login', { emailOrPhone: 'admin@example.com', password: 'Demo-market-1' });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().length).toBeGreaterThan(1);
    const me = await api.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('admin@example.com');
    expect(api.ddbRequests(me)).toBeGreaterThanOrEqual(0);
  });

  it('shows the local mailbox, and what the product sends arrives there', async () => {
    const page = await fetch(new URL('/_mailbox', baseUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('Local mailbox');
    expect(Array.isArray(await listMailbox(baseUrl))).toBe(true);

    const since = new Date();
    const api = makeClient(baseUrl);
    const res = await api.post('/api/auth/forgot-password', { emailOrPhone: 'vendor@example.com' });
    expect(res.status).toBe(200);
    // The mailbox answers once the messages a response enqueued have been processed: no waiting needed. Other files
    // of the run may have written to the demo vendor at later test-clock times, so the reset e-mail is looked for.
    const isReset = (m: MailboxMessage) => linksIn(m).some((l) => l.startsWith(`${baseUrl}/reset-password`));
    const mail =
      (await latestMessageTo(baseUrl, 'vendor@example.com', { after: since, matching: isReset })) ??
      (await waitForMessageTo(baseUrl, 'vendor@example.com', { after: since, matching: isReset }));
    expect(isReset(mail)).toBe(true);

    const html = await (await fetch(new URL('/_mailbox', baseUrl))).text();
    expect(html).toContain('vendor@example.com');
    expect(html).toMatch(/<a href="http:\/\/[^"]+\/reset-password/);
  });

  it('refuses a request body over 10 MB', async () => {
    const res = await fetch(new URL('/api/auth/login', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
  });

  it('does not serve the SPA when started without it', async () => {
    expect((await fetch(new URL('/admin', baseUrl))).status).toBe(404);
  });

  it('fails with a clear message when a second server would use a taken port', async () => {
    const port = new URL(baseUrl).port;
    const dataDir = join(tmpdir(), `marketday-taken-${process.pid}-${Date.now()}`);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'local/start.ts', '--port', port, '--data-dir', dataDir, '--no-seed'],
      {
        cwd: repoRoot,
        env: { ...process.env, DYNAMODB_PORT: '', S3_PORT: '', COGNITO_PORT: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} is already in use`);
    expect(output).toContain('--port');
    // Ports are checked before anything starts or is written.
    expect(existsSync(dataDir)).toBe(false);
  }, 30_000);
});
