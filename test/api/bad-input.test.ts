/**
 * The five kinds of bad input that used to answer 500, each by the input that showed it: a malformed escape in a
 * path, ids of thousands of characters, strings of a megabyte, numbers DynamoDB cannot store, and passwords longer
 * than Cognito takes. Each now answers a 4xx with a message a person can read.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { SETUP_MSG } from '../../shared/market-setup-messages.js';
import { SPACES_MSG } from '../../shared/spaces-messages.js';
import { makeClient, type ApiClient } from './client.js';
import { createTestUser, DEMO, signedInClient } from './factories.js';
import { makeSpacesFixtures } from './spaces-fixtures.js';

const baseUrl = inject('baseUrl');
const fx = makeSpacesFixtures();
const anonymous = () => makeClient(baseUrl);
const huge = (n: number) => 'A'.repeat(n);
let admin: ApiClient;

beforeAll(async () => {
  admin = await signedInClient(DEMO.admin, DEMO.password);
});

async function aSpace() {
  const catalog = await fx.catalog();
  const { marketDate, spaces } = await fx.marketDate({
    spaces: [{ label: 'Z1', areaId: catalog.areas[0]!.id, spaceTypeId: catalog.spaceTypes[0]!.id }],
  });
  return { marketDate, space: spaces[0]! };
}

describe('a malformed percent-escape in a path', () => {
  it('answers 400, signed in or not, instead of crashing the route matcher', async () => {
    for (const client of [anonymous(), admin]) {
      for (const path of ['/api/vendors/%zz', '/api/vendors/%', '/api/market-dates/%E0%A4%A', '/api/areas/%ED%A0%80']) {
        const res = path.startsWith('/api/areas') ? await client.patch(path, {}) : await client.get(path);
        expect(res.status, path).toBe(400);
        expect(res.body).toEqual({ message: MSG.malformedPath, code: 'MSG.malformedPath' });
      }
    }
  });

  it('still decodes a well-formed escape', async () => {
    const res = await admin.get('/api/market-dates/%6E%6F%70%65');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(SETUP_MSG.marketDateNotFound);
  });
});

describe('ids of thousands of characters', () => {
  it('answers 404 for one in a path, after the access check', async () => {
    const res = await admin.get(`/api/vendors/${huge(5000)}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: MSG.notFound, code: 'MSG.notFound' });
    expect((await admin.patch(`/api/spaces/${huge(3000)}`, { marketDateId: 'x', label: 'A' })).status).toBe(404);
    expect((await anonymous().get(`/api/vendors/${huge(5000)}`)).status).toBe(401);
    // The key separator cannot hide in an id either.
    expect((await admin.get('/api/vendors/a%23b')).status).toBe(404);
  });

  it('answers 400 for one in a query string', async () => {
    const res = await admin.get(`/api/vendor/market-dates?vendorId=${huge(5000)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.invalidId);
    const areas = await admin.get(
      `/api/market-dates/${(await aSpace()).marketDate.id}/assignment-data?areaId=${huge(3000)}`,
    );
    expect(areas.status).toBe(400);
    expect(areas.body.message).toBe(SETUP_MSG.areaNotFound);
  });

  it('answers 400 for one in a body', async () => {
    const { marketDate, space } = await aSpace();
    const assign = await admin.post(`/api/spaces/${space.id}/assign`, {
      vendorId: huge(5000),
      marketDateId: marketDate.id,
    });
    expect(assign.status).toBe(400);
    expect(assign.body.message).toBe(SPACES_MSG.vendorNotFound);
    const layout = await admin.put('/api/layouts/default', { fromMarketDateId: huge(5000) });
    expect(layout.status).toBe(400);
    expect(layout.body.message).toBe(SETUP_MSG.marketDateNotFound);
    const reprice = await admin.post('/api/space-requests/recalculate', {
      marketDateId: marketDate.id,
      ids: Array.from({ length: 1001 }, (_, i) => `R${i}`),
    });
    expect(reprice.status).toBe(400);
  });
});

describe('strings of a megabyte', () => {
  it('refuses a 1 MB vendorType on PATCH /api/spaces/{id} before parsing it', async () => {
    const { marketDate, space } = await aSpace();
    const res = await admin.patch(`/api/spaces/${space.id}`, {
      marketDateId: marketDate.id,
      vendorType: huge(1 << 20),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: MSG.bodyTooLarge, code: 'MSG.bodyTooLarge' });
  });

  it('refuses a vendorType longer than its bound with the field’s message, and keeps the space as it was', async () => {
    const { marketDate, space } = await aSpace();
    const res = await admin.patch(`/api/spaces/${space.id}`, {
      marketDateId: marketDate.id,
      vendorType: huge(200_000),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SPACES_MSG.vendorTypeTooLong);
    const list = await admin.get(`/api/spaces/market-date/${marketDate.id}`);
    expect(list.body.spaces[0].vendorType).toBe(space.vendorType ?? null);
  });

  it('refuses long free text everywhere else too', async () => {
    const res = await admin.post('/api/areas', { name: huge(5000) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SETUP_MSG.tooLong('Name', 100));
  });
});

describe('numbers DynamoDB cannot store', () => {
  it('refuses salesBasedRate 1e-200 and position.x 1e200', async () => {
    const { marketDate, space } = await aSpace();
    const rate = await admin.request('PATCH', `/api/spaces/${space.id}`, {
      raw: true,
      headers: { 'content-type': 'application/json' },
      body: `{"marketDateId":"${marketDate.id}","salesBasedRate":1e-200}`,
    });
    expect(rate.status).toBe(400);
    expect(rate.body.message).toBe(SPACES_MSG.rateInvalid);
    const position = await admin.patch(`/api/spaces/${space.id}`, {
      marketDateId: marketDate.id,
      position: { x: 1e200, y: 0 },
    });
    expect(position.status).toBe(400);
    expect(position.body.message).toBe(SPACES_MSG.positionInvalid);
  });

  it('refuses prices beyond a safe whole number of cents', async () => {
    const res = await admin.post('/api/vendor-types', { code: 'BIG', label: 'Big', defaultBasePrice: 1e300 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SETUP_MSG.priceInvalid);
  });
});

describe('passwords longer than Cognito takes', () => {
  it('answers 400 on sign-in, reset and change, without reaching Cognito', async () => {
    const long = `Aa1${'x'.repeat(1000)}`;
    const login = await anonymous().post('/api/auth/login', { emailOrPhone: DEMO.admin, password: long });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe(MSG.passwordTooLong);

    const reset = await anonymous().post('/api/auth/reset-password', { token: 'not-a-token', newPassword: long });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(MSG.passwordTooLong);

    const user = await createTestUser();
    const own = await signedInClient(user.email, user.password);
    const change = await own.post('/api/change-password', { currentPassword: long, newPassword: long });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe(MSG.passwordTooLong);
    // The account still works with its password.
    expect((await own.get('/api/auth/user')).status).toBe(200);
  });
});

describe('bodies no client of ours sends', () => {
  const send = (body: string) =>
    admin.request('POST', '/api/areas', { raw: true, headers: { 'content-type': 'application/json' }, body });

  it('refuses prototype field names, deep nesting and lone surrogates with 400', async () => {
    expect((await send('{"name":"Proto","__proto__":{"isActive":false}}')).body).toEqual({
      message: MSG.bodyForbiddenKey,
      code: 'MSG.bodyForbiddenKey',
    });
    expect((await send('{"name":"Ctor","constructor":{"prototype":{}}}')).status).toBe(400);
    const deep = await send(`{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(deep.status).toBe(400);
    expect(deep.body.message).toBe(MSG.bodyTooDeep);
    const surrogate = await send('{"name":"Half \\ud800 a pair"}');
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.message).toBe(MSG.bodyInvalidText);
    expect((await send('{"name":')).body).toEqual({ message: MSG.invalidJson, code: 'MSG.invalidJson' });
  });

  it('still takes whole unicode text', async () => {
    const name = `Área 🍓 ${Date.now()}`;
    const res = await admin.post('/api/areas', { name });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe(name);
  });
});
