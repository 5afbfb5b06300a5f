import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.js';
import { LOCALE_INVALID } from '../../shared/locale.js';
import { MSG } from '../../shared/messages.js';
import { PEOPLE_MSG } from '../../shared/people-messages.js';
import { createTestUser, localStores, signedInClient } from './factories.js';
import { makeSpacesFixtures } from './spaces-fixtures.js';

/** Issue 30: the language a user chooses is saved on the user, and the vendor's follows its primary user. */
const fx = makeSpacesFixtures();
const stores = localStores();
const item = (key: { pk: string; sk: string }) => stores.table.get(key, { consistent: true });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function vendorWithUsers() {
  const vendor = fx.vendor({ vendorTypeId: '2' });
  await fx.vendors([vendor]);
  const primary = await createTestUser({ vendorId: vendor.id });
  // The primary user is the vendor's earliest.
  await pause(5);
  const colleague = await createTestUser({ vendorId: vendor.id });
  return { vendor, primary, colleague };
}

describe('choosing the language', () => {
  it('saves the choice on the user and returns it on the session user', async () => {
    const user = await createTestUser();
    const api = await signedInClient(user.email, user.password);
    expect((await api.get('/api/auth/user')).body.locale).toBeUndefined();
    const res = await api.patch(`/api/users/${user.id}/profile`, { locale: 'es' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.locale).toBe('es');
    expect((await api.get('/api/auth/user')).body.locale).toBe('es');
    expect((await item(keys.user(user.id)))?.locale).toBe('es');
    // Another device signs in with it.
    const elsewhere = await signedInClient(user.email, user.password);
    expect((await elsewhere.get('/api/auth/user')).body.locale).toBe('es');
  });

  it('refuses a language it does not speak with a clear 400, writing nothing', async () => {
    const user = await createTestUser();
    const api = await signedInClient(user.email, user.password);
    const res = await api.patch(`/api/users/${user.id}/profile`, { locale: 'fr', username: 'Not Written' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LOCALE_INVALID);
    expect(res.body.field).toBe('locale');
    const stored = await item(keys.user(user.id));
    expect(stored?.locale).toBeUndefined();
    expect(stored?.username).toBe(user.username);
  });

  it("keeps the vendor's language at its primary user's choice", async () => {
    const { vendor, primary, colleague } = await vendorWithUsers();
    const colleagueApi = await signedInClient(colleague.email, colleague.password);
    const primaryApi = await signedInClient(primary.email, primary.password);

    // The vendor has none yet: the first user to choose sets it.
    expect((await colleagueApi.patch(`/api/users/${colleague.id}/profile`, { locale: 'es' })).status).toBe(200);
    expect((await item(keys.vendor(vendor.id)))?.locale).toBe('es');

    // The primary user's choice wins.
    expect((await primaryApi.patch(`/api/users/${primary.id}/profile`, { locale: 'en' })).status).toBe(200);
    expect((await item(keys.vendor(vendor.id)))?.locale).toBe('en');

    // Another user's choice no longer moves it, and is still saved on that user.
    const again = await colleagueApi.patch(`/api/users/${colleague.id}/profile`, { locale: 'es' });
    expect(again.status, again.text).toBe(200);
    expect(again.body.locale).toBe('es');
    expect((await item(keys.vendor(vendor.id)))?.locale).toBe('en');

    expect((await primaryApi.patch(`/api/users/${primary.id}/profile`, { locale: 'es' })).status).toBe(200);
    expect((await item(keys.vendor(vendor.id)))?.locale).toBe('es');
  });

  it("saves nobody else's choice", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const api = await signedInClient(user.email, user.password);
    expect((await api.patch(`/api/users/${other.id}/profile`, { locale: 'es' })).status).toBe(404);
    expect((await item(keys.user(other.id)))?.locale).toBeUndefined();
  });
});

describe('error codes', () => {
  it('names a shared message by its path beside the English message, and others by status', async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const api = await signedInClient(user.email, user.password);
    const notYours = await api.patch(`/api/users/${other.id}/profile`, { locale: 'es' });
    expect(notYours.body).toEqual({ message: MSG.userNotFound, code: 'MSG.userNotFound' });
    const badEmail = await api.patch(`/api/users/${user.id}/profile`, { email: 'nope' });
    expect(badEmail.body.message).toBe(PEOPLE_MSG.invalidEmail);
    // A sentence several modules share is named by one of them, always the same.
    expect(badEmail.body.code).toMatch(/^[A-Z_]*MSG\.\w+$/);
    const badLocale = await api.patch(`/api/users/${user.id}/profile`, { locale: 'fr' });
    expect(badLocale.body).toMatchObject({ message: LOCALE_INVALID, code: 'http.badRequest' });
  });
});
