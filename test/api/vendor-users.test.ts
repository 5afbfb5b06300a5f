import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { makeCognitoClient, makeUserAccounts } from '../../functions/lib/auth/user-accounts.js';
import { keys } from '../../functions/lib/data/keys.js';
import { EMAIL_TAKEN, makeUsersRepository } from '../../functions/lib/data/users/users.repository.js';
import type { IdentityProvider } from '../../functions/lib/ports.js';
import { PEOPLE_MSG } from '../../shared/people-messages.js';
import { PERMISSION_CODES, type PermissionCode } from '../../shared/permissions.js';
import { makeClient, type ApiClient } from './client.js';
import { createTestUser, DEMO, localStores, signedInClient } from './factories.js';
import { linksIn, waitForMessageTo } from './mailbox.js';
import { makeSpacesFixtures } from './spaces-fixtures.js';

/** Employees (spec 3 §2 Users / Employees): add, invite, edit, permissions, reset, and the rules the server holds. */
const fx = makeSpacesFixtures();
const stores = localStores();
const baseUrl = inject('baseUrl');
const [vendorA, vendorB] = [fx.vendor({ name: 'Employees A' }), fx.vendor({ name: 'Employees B' })];
let primaryA: Awaited<ReturnType<typeof createTestUser>>;
let primaryB: Awaited<ReturnType<typeof createTestUser>>;
let asPrimaryA: ApiClient;
let asPrimaryB: ApiClient;
let admin: ApiClient;

const tag = () => ulid().toLowerCase();
const phone = () => `707${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const usersOf = (vendorId: string) => `/api/users/vendors/${vendorId}/users`;
const userPath = (vendorId: string, userId: string) => `/api/users/vendor/${vendorId}/users/${userId}`;
const guard = (key: { pk: string; sk: string }) => stores.table.get(key, { consistent: true });

/** Adds an employee through the API and sets its password through the e-mailed link, as a person would. */
async function addEmployee(by: ApiClient, vendorId: string, permissions: PermissionCode[]) {
  const email = `employee-${tag()}@example.com`;
  const started = new Date();
  const res = await by.post('/api/users/vendor', {
    username: 'Erin Employee',
    email,
    phone: phone(),
    vendorId,
    grantAllPermissions: false,
    permissions,
  });
  expect(res.status, res.text).toBe(201);
  const mail = await waitForMessageTo(baseUrl, email, { after: started });
  const link = linksIn(mail).find((l) => l.includes('/reset-password?token='))!;
  const token = new URL(link).searchParams.get('token')!;
  const anonymous = makeClient(baseUrl);
  const set = await anonymous.post('/api/auth/reset-password', { token, newPassword: 'Employee-pass-1' });
  expect(set.status, set.text).toBe(200);
  return { id: String(res.body.id), email, mail, api: await signedInClient(email, 'Employee-pass-1') };
}

beforeAll(async () => {
  await fx.vendors([vendorA, vendorB]);
  [primaryA, primaryB] = await Promise.all([
    createTestUser({ username: 'Zed Primary', vendorId: vendorA.id, permissions: [...PERMISSION_CODES] }),
    createTestUser({ username: 'Bea Primary', vendorId: vendorB.id, permissions: [...PERMISSION_CODES] }),
  ]);
  [asPrimaryA, asPrimaryB, admin] = await Promise.all([
    signedInClient(primaryA.email, primaryA.password),
    signedInClient(primaryB.email, primaryB.password),
    signedInClient(DEMO.admin, DEMO.password),
  ]);
}, 60_000);

describe('a vendor adds an employee', () => {
  it('sends the new user a set-password e-mail, and the employee sees only what was granted', async () => {
    const employee = await addEmployee(asPrimaryA, vendorA.id, ['vendor.spaceRequests.view']);
    expect(employee.mail.subject).toBe('You have been added to Employees A on MarketDay');
    expect(linksIn(employee.mail)[0]).toContain('purpose=set');

    const list = await asPrimaryA.get(usersOf(vendorA.id));
    expect(list.status).toBe(200);
    // Primary first, then by name: "Zed Primary" leads "Erin Employee".
    expect(list.body.map((u: { username: string }) => u.username).slice(0, 2)).toEqual([
      'Zed Primary',
      'Erin Employee',
    ]);
    expect(list.body[0].isPrimary).toBe(true);
    const added = list.body.find((u: { id: string }) => u.id === employee.id);
    expect(added).toMatchObject({ permissions: ['vendor.spaceRequests.view'], isActive: true, isPrimary: false });

    // Without vendor.users.view: refused, on the list and the permission panel alike.
    expect((await employee.api.get(usersOf(vendorA.id))).status).toBe(403);
    expect((await employee.api.get(`/api/users/permissions?userId=${primaryA.id}`)).status).toBe(403);
    expect((await employee.api.get('/api/vendor/market-dates')).status).toBe(200);
  });

  it('answers the spec messages for a bad e-mail or a short phone', async () => {
    const badEmail = await asPrimaryA.post('/api/users/vendor', { username: 'X', email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe(PEOPLE_MSG.invalidEmail);
    const shortPhone = await asPrimaryA.post('/api/users/vendor', {
      username: 'X',
      email: `x-${tag()}@example.com`,
      phone: '555-1234',
    });
    expect(shortPhone.status).toBe(400);
    expect(shortPhone.body.message).toBe(PEOPLE_MSG.phoneTooShort);
  });

  it('refuses a duplicate e-mail with nothing half-written', async () => {
    const spare = phone();
    const dup = await asPrimaryA.post('/api/users/vendor', {
      username: 'Dee Duplicate',
      email: primaryB.email.toUpperCase(),
      phone: spare,
      vendorId: vendorA.id,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(EMAIL_TAKEN);
    expect(await guard(keys.uniqueUserPhone(spare))).toBeUndefined();
    const list = await asPrimaryA.get(usersOf(vendorA.id));
    expect(list.body.some((u: { username: string }) => u.username === 'Dee Duplicate')).toBe(false);
  });
});

describe('permissions', () => {
  it('lists every permission with its name and description, and the user’s own', async () => {
    const res = await asPrimaryA.get(`/api/users/permissions?userId=${primaryA.id}`);
    expect(res.status).toBe(200);
    expect(res.body.allPermissions.map((p: { code: string }) => p.code)).toEqual([...PERMISSION_CODES]);
    expect(res.body.allPermissions[0]).toMatchObject({ name: expect.any(String), description: expect.any(String) });
    expect(res.body.userPermissions).toEqual([...PERMISSION_CODES]);
  });

  it('lets nobody grant a permission it does not hold', async () => {
    const manager = await addEmployee(asPrimaryA, vendorA.id, [
      'vendor.users.view',
      'vendor.users.edit',
      'vendor.users.add',
      'vendor.spaceRequests.view',
    ]);
    const helper = await addEmployee(asPrimaryA, vendorA.id, []);

    const beyond = await manager.api.patch(userPath(vendorA.id, helper.id), {
      permissions: ['vendor.spaceRequests.view', 'vendor.documents.delete'],
    });
    expect(beyond.status).toBe(403);
    expect(beyond.body.message).toBe(PEOPLE_MSG.cannotGrant(['vendor.documents.delete']));

    const within = await manager.api.patch(userPath(vendorA.id, helper.id), {
      permissions: ['vendor.spaceRequests.view'],
    });
    expect(within.status, within.text).toBe(200);
    expect(within.body.permissions).toEqual(['vendor.spaceRequests.view']);

    // "Grant all" hands out what the creator holds, no more.
    const created = await manager.api.post('/api/users/vendor', {
      username: 'Gus Granted',
      email: `gus-${tag()}@example.com`,
      grantAllPermissions: true,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.vendorId).toBe(vendorA.id);
    expect([...created.body.permissions].sort()).toEqual(
      ['vendor.spaceRequests.view', 'vendor.users.add', 'vendor.users.edit', 'vendor.users.view'].sort(),
    );
  });

  it('protects the primary user from deactivation and from losing permissions', async () => {
    const deactivate = await admin.patch(userPath(vendorA.id, primaryA.id), { isActive: false });
    expect(deactivate.status).toBe(403);
    expect(deactivate.body.message).toBe(PEOPLE_MSG.primaryProtected);
    const strip = await admin.patch(userPath(vendorA.id, primaryA.id), { permissions: ['vendor.profile.view'] });
    expect(strip.status).toBe(403);
    const after = await asPrimaryA.get(`/api/users/permissions?userId=${primaryA.id}`);
    expect(after.body.userPermissions).toEqual([...PERMISSION_CODES]);
  });
});

describe('edit, activate, reset', () => {
  it('deactivates and reactivates an employee; a deactivated one is signed out', async () => {
    const employee = await addEmployee(asPrimaryA, vendorA.id, ['vendor.spaceRequests.view']);
    const off = await asPrimaryA.patch(userPath(vendorA.id, employee.id), { isActive: false });
    expect(off.status, off.text).toBe(200);
    expect(off.body.isActive).toBe(false);
    expect((await employee.api.get('/api/auth/user')).status).toBe(401);
    const reset = await asPrimaryA.post(`${userPath(vendorA.id, employee.id)}/reset-password`);
    expect(reset.status).toBe(400);
    const on = await asPrimaryA.patch(userPath(vendorA.id, employee.id), { isActive: true });
    expect(on.body.isActive).toBe(true);
  });

  it('sends a password reset e-mail', async () => {
    const employee = await addEmployee(asPrimaryA, vendorA.id, []);
    const started = new Date();
    const res = await asPrimaryA.post(`${userPath(vendorA.id, employee.id)}/reset-password`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(PEOPLE_MSG.resetSent);
    const mail = await waitForMessageTo(baseUrl, employee.email, { after: started });
    expect(mail.subject).toBe('Reset your MarketDay password');
  });

  it('changes an e-mail and phone: the guards move and Cognito follows', async () => {
    const employee = await addEmployee(asPrimaryA, vendorA.id, []);
    const before = (await asPrimaryA.get(usersOf(vendorA.id))).body.find((u: { id: string }) => u.id === employee.id);
    const email = `moved-${tag()}@example.com`;
    const newPhone = phone();
    const res = await asPrimaryA.patch(userPath(vendorA.id, employee.id), {
      username: 'Erin Renamed',
      email,
      phone: newPhone,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ username: 'Erin Renamed', email, phone: newPhone });
    expect((await guard(keys.uniqueUserEmail(email)))?.userId).toBe(employee.id);
    expect(await guard(keys.uniqueUserEmail(employee.email))).toBeUndefined();
    expect(await guard(keys.uniqueUserPhone(before.phone))).toBeUndefined();
    expect((await guard(keys.uniqueUserPhone(newPhone)))?.userId).toBe(employee.id);
    const cognito = makeCognitoClient({
      region: stores.env.AWS_REGION ?? 'us-east-1',
      endpoint: stores.env.COGNITO_ENDPOINT,
    });
    const inCognito = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: stores.env.USER_POOL_ID!, Username: employee.id }),
    );
    expect(inCognito.UserAttributes?.find((a) => a.Name === 'email')?.Value).toBe(email);
    await signedInClient(email, 'Employee-pass-1');

    // Someone else's e-mail is refused and nothing moves.
    const taken = await asPrimaryA.patch(userPath(vendorA.id, employee.id), { email: primaryB.email });
    expect(taken.status).toBe(409);
    expect((await guard(keys.uniqueUserEmail(email)))?.userId).toBe(employee.id);
    expect((await guard(keys.uniqueUserEmail(primaryB.email)))?.userId).toBe(primaryB.id);
  });
});

describe('another vendor', () => {
  it("reads another vendor's users as unknown (404)", async () => {
    expect((await asPrimaryB.get(usersOf(vendorA.id))).status).toBe(404);
    expect((await asPrimaryB.patch(userPath(vendorA.id, primaryA.id), { username: 'Taken Over' })).status).toBe(404);
    expect((await asPrimaryB.patch(userPath(vendorB.id, primaryA.id), { username: 'Taken Over' })).status).toBe(404);
    expect((await asPrimaryB.post(`${userPath(vendorB.id, primaryA.id)}/reset-password`)).status).toBe(404);
    expect((await asPrimaryB.get(`/api/users/permissions?userId=${primaryA.id}`)).status).toBe(404);
    const adding = await asPrimaryB.post('/api/users/vendor', {
      username: 'Sneaky',
      email: `sneaky-${tag()}@example.com`,
      vendorId: vendorA.id,
    });
    expect(adding.status).toBe(404);
  });

  it("lets an admin act on any vendor's users", async () => {
    const res = await admin.get(usersOf(vendorB.id));
    expect(res.status).toBe(200);
    expect(res.body.map((u: { id: string }) => u.id)).toContain(primaryB.id);
  });
});

describe('when the sign-in provider refuses', () => {
  const refusing = (): IdentityProvider => {
    const refuse = async () => {
      throw Object.assign(new Error('refused'), { name: 'InternalErrorException' });
    };
    return {
      createUser: refuse,
      updateEmail: refuse,
      setPassword: refuse,
      signIn: async () => undefined,
      refresh: async () => undefined,
      revoke: async () => undefined,
      signOutEverywhere: async () => undefined,
    };
  };

  it('rolls a new user back, guards included', async () => {
    const accounts = makeUserAccounts({ ddb: stores.ddb, tableName: stores.tableName, identity: refusing() });
    const email = `refused-${tag()}@example.com`;
    const spare = phone();
    await expect(
      accounts.createUser({ username: 'Refused', email, phone: spare, role: 'vendor_user', vendorId: vendorA.id }),
    ).rejects.toThrow('refused');
    expect(await guard(keys.uniqueUserEmail(email))).toBeUndefined();
    expect(await guard(keys.uniqueUserPhone(spare))).toBeUndefined();
    expect(
      (await asPrimaryA.get(usersOf(vendorA.id))).body.some((u: { username: string }) => u.username === 'Refused'),
    ).toBe(false);
  });

  it('undoes an e-mail change, so the user keeps its e-mail and the new one stays free', async () => {
    const user = await createTestUser({ vendorId: vendorA.id });
    const accounts = makeUserAccounts({ ddb: stores.ddb, tableName: stores.tableName, identity: refusing() });
    const current = (await makeUsersRepository(stores.ddb, stores.tableName).get(user.id))!;
    const email = `never-${tag()}@example.com`;
    await expect(accounts.changeUser(current, { email, username: 'Never Renamed' })).rejects.toThrow('refused');
    const after = (await makeUsersRepository(stores.ddb, stores.tableName).get(user.id))!;
    expect(after).toMatchObject({ email: user.email, username: user.username });
    expect(await guard(keys.uniqueUserEmail(email))).toBeUndefined();
    expect((await guard(keys.uniqueUserEmail(user.email)))?.userId).toBe(user.id);
  });
});
