/**
 * A payment link shows whoever holds it the request and its amounts, so making one needs the right to see the
 * vendor's requests: an employee without it once made a /p/ link and read through it what the request list refused.
 */
import { describe, expect, inject, it } from 'vitest';
import type { PermissionCode } from '../../shared/permissions.js';
import { makeClient } from './client.js';
import { createTestUser } from './factories.js';
import { makeRequestFixtures } from './request-fixtures.js';

const baseUrl = inject('baseUrl');
const fx = makeRequestFixtures();

/** Short-code lookups are limited per address: this file's calls come from an address of their own. */
async function employeeOf(vendorId: string, permissions: PermissionCode[]) {
  const user = await createTestUser({ role: 'vendor_user', vendorId, permissions });
  const api = makeClient(baseUrl, { sourceAddress: '127.0.0.64' });
  expect((await api.post('/api/auth/login', { emailOrPhone: user.email, password: user.password })).status).toBe(200);
  return api;
}

describe('making a payment link', () => {
  it('is refused to an employee who may not see space requests, and allowed to one who may', async () => {
    const vendor = fx.vendor();
    const { spaces } = await fx.marketDate({ spaces: [{ label: 'PLA1', vendor }] });
    const spaceRequestId = spaces[0]!.request!.id;

    const withoutView = await employeeOf(vendor.id, ['vendor.documents.view']);
    expect((await withoutView.get('/api/vendor/market-dates')).status).toBe(403);
    const refused = await withoutView.post('/api/public-payments/create-shortcode', { spaceRequestId });
    expect(refused.status).toBe(403);
    expect(refused.body.shortCode).toBeUndefined();

    const withView = await employeeOf(vendor.id, ['vendor.spaceRequests.view']);
    const made = await withView.post('/api/public-payments/create-shortcode', { spaceRequestId });
    expect(made.status, made.text).toBe(201);
    expect((await withView.get(`/api/public-payments/${made.body.shortCode}`)).body).toMatchObject({
      spaceRequestId,
    });
  });
});
