/**
 * Who may change another user's sign-in (e-mail, phone, password, active state) on a vendor's Users screen, and the
 * notice a changed e-mail or phone sends to the old address: an employee holding only "edit users" once took over
 * the vendor's primary user by moving its e-mail and asking for a reset.
 */
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { makeUsersRepository } from '../../functions/lib/data/users/users.repository.js';
import { PEOPLE_MSG } from '../../shared/people-messages.js';
import { PERMISSION_CODES, type PermissionCode } from '../../shared/permissions.js';
import type { ApiClient } from './client.js';
import { createTestUser, DEMO, localStores, signedInClient } from './factories.js';
import { listMailbox, waitForMessageTo } from './mailbox.js';
import { makeSpacesFixtures } from './spaces-fixtures.js';

const baseUrl = inject('baseUrl');
const fx = makeSpacesFixtures();
const users = makeUsersRepository(localStores().ddb, localStores().tableName);
const vendor = fx.vendor({ name: 'Sign-in Rules Stand' });

const userPath = (userId: string) => `/api/users/vendor/${vendor.id}/users/${userId}`;
const newEmail = () => `moved-${ulid().toLowerCase()}@example.com`;
const NOTICE_SUBJECT = 'Your MarketDay sign-in was changed';

type TestUser = Awaited<ReturnType<typeof createTestUser>>;
let primary: TestUser;
let asPrimary: ApiClient;
let admin: ApiClient;

/** A user of the vendor holding exactly these permissions, signed in. */
async function employee(permissions: PermissionCode[], username = 'Erin Employee') {
  const user = await createTestUser({ username, vendorId: vendor.id, permissions });
  return { user, api: await signedInClient(user.email, user.password) };
}

const stored = async (userId: string) => (await users.get(userId))!;
const noticesTo = async (email: string, after: Date) =>
  (await listMailbox(baseUrl)).filter(
    (m) => m.to === email && m.subject === NOTICE_SUBJECT && m.sentAt >= after.toISOString(),
  );

beforeAll(async () => {
  await fx.vendors([vendor]);
  // Made first, so it is the vendor's primary user.
  primary = await createTestUser({ username: 'Pia Primary', vendorId: vendor.id, permissions: [...PERMISSION_CODES] });
  [asPrimary, admin] = await Promise.all([
    signedInClient(primary.email, primary.password),
    signedInClient(DEMO.admin, DEMO.password),
  ]);
}, 60_000);

describe("the primary user's sign-in", () => {
  it('cannot be changed by an employee holding only "edit users", and nothing moves', async () => {
    const editor = await employee(['vendor.users.edit']);
    const started = new Date();

    for (const change of [{ email: newEmail() }, { phone: '(707) 555-0199' }]) {
      const res = await editor.api.patch(userPath(primary.id), change);
      expect(res.status, JSON.stringify(change)).toBe(403);
      expect(res.body.message).toBe(PEOPLE_MSG.primarySignInProtected);
    }
    const after = await stored(primary.id);
    expect(after.email).toBe(primary.email);
    expect(after.phone).toBe(primary.phone);
    // The primary user still signs in with its own e-mail.
    await signedInClient(primary.email, primary.password);
    expect(await noticesTo(primary.email, started)).toEqual([]);
  });

  it('cannot be sent a reset by an employee, even one allowed to send resets', async () => {
    const resetter = await employee(['vendor.users.reset-password', 'vendor.users.edit']);
    const started = new Date();
    const res = await resetter.api.post(`${userPath(primary.id)}/reset-password`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PEOPLE_MSG.primarySignInProtected);
    const mail = (await listMailbox(baseUrl)).filter(
      (m) => m.to === primary.email && m.sentAt >= started.toISOString(),
    );
    expect(mail).toEqual([]);
  });

  it('still takes a new name from an employee who sends its e-mail back unchanged, as the edit form does', async () => {
    const editor = await employee(['vendor.users.edit']);
    const res = await editor.api.patch(userPath(primary.id), {
      username: 'Pia Primary',
      email: primary.email.toUpperCase(),
      phone: primary.phone,
      isActive: true,
    });
    expect(res.status, res.text).toBe(200);
  });

  it('is changed by the primary user itself or an admin, and the old address is told', async () => {
    const started = new Date();
    const byAdmin = newEmail();
    const res = await admin.patch(userPath(primary.id), { email: byAdmin });
    expect(res.status, res.text).toBe(200);
    const notice = await waitForMessageTo(baseUrl, primary.email, { after: started });
    expect(notice.subject).toBe(NOTICE_SUBJECT);
    expect(notice.text).toContain('A market administrator changed the email address you sign in to MarketDay with.');
    expect(notice.text).not.toContain(byAdmin);

    const back = await asPrimary.patch(userPath(primary.id), { email: primary.email });
    expect(back.status, back.text).toBe(200);
    const toAdminsAddress = await waitForMessageTo(baseUrl, byAdmin, { after: started });
    expect(toAdminsAddress.text).toContain('You changed the email address you sign in to MarketDay with.');
    expect((await stored(primary.id)).email).toBe(primary.email);
  });
});

describe("a colleague's sign-in", () => {
  it('cannot be changed, deactivated or reset by an employee who lacks one of its permissions', async () => {
    const editor = await employee(['vendor.users.edit', 'vendor.users.reset-password']);
    const colleague = await employee(['vendor.users.edit', 'vendor.spaceRequests.view'], 'Cal Colleague');
    const started = new Date();
    const refusal = PEOPLE_MSG.signInBeyondYours(['vendor.spaceRequests.view']);

    for (const change of [{ email: newEmail() }, { phone: '(707) 555-0198' }, { isActive: false }]) {
      const res = await editor.api.patch(userPath(colleague.user.id), change);
      expect(res.status, JSON.stringify(change)).toBe(403);
      expect(res.body.message).toBe(refusal);
    }
    const reset = await editor.api.post(`${userPath(colleague.user.id)}/reset-password`);
    expect(reset.status).toBe(403);
    expect(reset.body.message).toBe(refusal);

    const after = await stored(colleague.user.id);
    expect(after).toMatchObject({ email: colleague.user.email, phone: colleague.user.phone, isActive: true });
    expect((await colleague.api.get('/api/auth/user')).status).toBe(200);
    const mail = (await listMailbox(baseUrl)).filter(
      (m) => m.to === colleague.user.email && m.sentAt >= started.toISOString(),
    );
    expect(mail).toEqual([]);
  });

  it('is changed by an employee holding every permission it holds, and the old address is told', async () => {
    const editor = await employee(['vendor.users.edit', 'vendor.spaceRequests.view'], 'Max Manager');
    const colleague = await employee(['vendor.spaceRequests.view'], 'Cal Colleague');
    const started = new Date();
    const moved = newEmail();

    const res = await editor.api.patch(userPath(colleague.user.id), { email: moved, phone: '(707) 555-0197' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ email: moved, phone: '(707) 555-0197' });

    const notice = await waitForMessageTo(baseUrl, colleague.user.email, { after: started });
    expect(notice.subject).toBe(NOTICE_SUBJECT);
    expect(notice.text).toContain('Hello Cal Colleague,');
    expect(notice.text).toContain(
      'Max Manager changed the email address and phone number you sign in to MarketDay with.',
    );
    expect(await noticesTo(moved, started)).toEqual([]);
  });
});

describe('your own sign-in', () => {
  it('changed in Profile Settings sends the notice to the old address', async () => {
    const me = await employee([], 'Sol Self');
    const started = new Date();
    const moved = newEmail();
    const res = await me.api.patch(`/api/users/${me.user.id}/profile`, { email: moved });
    expect(res.status, res.text).toBe(200);
    const notice = await waitForMessageTo(baseUrl, me.user.email, { after: started });
    expect(notice.subject).toBe(NOTICE_SUBJECT);
    expect(notice.text).toContain('You changed the email address you sign in to MarketDay with.');
  });
});
