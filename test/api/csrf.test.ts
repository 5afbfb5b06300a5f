import { describe, expect, it } from 'vitest';
import { createTestUser, signedInClient, TEST_PASSWORD } from './factories.js';

describe('the CSRF guard', () => {
  it('refuses a JSON body sent as text/plain with "application/json" in a parameter, and changes nothing', async () => {
    const user = await createTestUser();
    const api = await signedInClient(user.email, TEST_PASSWORD);
    const body = JSON.stringify({ currentPassword: TEST_PASSWORD, newPassword: 'Forged-pass-1' });
    for (const contentType of ['text/plain; charset=application/json', 'text/plain;application/json']) {
      const res = await api.request('POST', '/api/change-password', {
        body,
        raw: true,
        headers: { 'content-type': contentType, 'x-requested-with': '' },
      });
      expect(res).toMatchObject({ status: 403, body: { message: 'Request refused: missing JSON content type.' } });
    }
    // The password is unchanged: the old one still signs in.
    expect((await signedInClient(user.email, TEST_PASSWORD)).cookies.get('md_rt')).toBeTruthy();
  });

  it('accepts the JSON media type in any case with parameters, or the SPA header', async () => {
    const user = await createTestUser();
    const api = await signedInClient(user.email, TEST_PASSWORD);
    const json = await api.request('POST', '/api/notifications/read-all', {
      body: '{}',
      raw: true,
      headers: { 'content-type': 'Application/JSON ; charset=UTF-8', 'x-requested-with': '' },
    });
    expect(json.status).toBeLessThan(300);
    const header = await api.request('POST', '/api/notifications/read-all', {
      headers: { 'x-requested-with': 'marketday' },
    });
    expect(header.status).toBeLessThan(300);
    const neither = await api.request('POST', '/api/notifications/read-all', { headers: { 'x-requested-with': '' } });
    expect(neither.status).toBe(403);
  });
});
