import { describe, expect, it } from 'vitest';
import { PEOPLE_MSG } from '../../shared/people-messages.js';
import type { UserChanges, UserItem } from '../lib/data/users/users.repository.js';
import type { OutgoingMessage } from '../lib/ports.js';
import { makeVendorUsersService, primaryUserOf } from './vendor-users.service.js';

const at = (n: number) => `2026-05-0${n}T10:00:00.000Z`;
const user = (over: Partial<UserItem>): UserItem => ({
  id: 'u1',
  username: 'Sam',
  email: 'sam@example.com',
  phone: undefined,
  role: 'vendor_user',
  vendorId: 'v1',
  permissions: [],
  defaultVendorTypes: [],
  isActive: true,
  textNotifications: false,
  emailNotifications: true,
  sessions: {},
  createdAt: at(1),
  updatedAt: at(1),
  ...over,
});

function world(users: UserItem[]) {
  const sent: OutgoingMessage[] = [];
  const changes: UserChanges[] = [];
  const service = makeVendorUsersService({
    now: () => new Date(),
    users: {
      get: async (id) => users.find((u) => u.id === id),
      listByVendor: async (vendorId) => users.filter((u) => u.vendorId === vendorId),
    },
    accounts: {
      createUser: async (input) => ({ ...user({}), ...input, id: 'new', vendorId: input.vendorId ?? null }) as never,
      changeUser: async (current, change) => {
        changes.push(change);
        return { ...current, ...(change as Partial<UserItem>) };
      },
    },
    vendors: { get: async () => ({ name: 'Sunny Acres' }) },
    resetTokens: { create: async () => undefined },
    queue: { enqueue: async (m) => void sent.push(...m) },
    appUrl: 'https://market.example',
  });
  return { service, sent, changes };
}

const caller = (over: Partial<UserItem>) => {
  const u = user(over);
  return { ...u, phone: null, permissions: u.permissions };
};

describe('primaryUserOf', () => {
  it("is the vendor's earliest user, ties broken by id", () => {
    expect(primaryUserOf([user({ id: 'b', createdAt: at(2) }), user({ id: 'c', createdAt: at(1) })])).toBe('c');
    expect(primaryUserOf([user({ id: 'b' }), user({ id: 'a' })])).toBe('a');
    expect(primaryUserOf([])).toBeUndefined();
  });
});

describe('vendor users', () => {
  const primary = user({ id: 'p', createdAt: at(1), permissions: ['vendor.users.edit', 'vendor.users.view'] });
  const manager = user({ id: 'm', createdAt: at(2), permissions: ['vendor.users.edit', 'vendor.spaceRequests.view'] });
  const helper = user({ id: 'h', createdAt: at(3), username: 'Alex' });

  it('lists the primary user first, then by name', async () => {
    const { service } = world([helper, manager, primary]);
    const list = await service.list(caller(primary), 'v1');
    expect(list.map((u) => [u.id, u.isPrimary])).toEqual([
      ['p', true],
      ['h', false],
      ['m', false],
    ]);
  });

  it('refuses to grant what the editor does not hold, and allows what it does', async () => {
    const { service, changes } = world([primary, manager, helper]);
    await expect(
      service.update(caller(manager), 'v1', 'h', { permissions: ['vendor.documents.delete'] }),
    ).rejects.toThrow(PEOPLE_MSG.cannotGrant(['vendor.documents.delete']));
    await service.update(caller(manager), 'v1', 'h', { permissions: ['vendor.spaceRequests.view'] });
    expect(changes.at(-1)?.permissions).toEqual(['vendor.spaceRequests.view']);
  });

  it('keeps the primary user active and its permissions whole', async () => {
    const { service } = world([primary, manager]);
    const admin = caller(user({ id: 'a', role: 'admin', vendorId: null }));
    await expect(service.update(admin, 'v1', 'p', { isActive: false })).rejects.toThrow(PEOPLE_MSG.primaryProtected);
    await expect(service.update(admin, 'v1', 'p', { permissions: [] })).rejects.toThrow(PEOPLE_MSG.primaryProtected);
  });

  it('answers 404 for a user of another vendor, and invites a new user by e-mail', async () => {
    const other = user({ id: 'o', vendorId: 'v2' });
    const { service, sent } = world([primary, other]);
    await expect(service.update(caller(primary), 'v1', 'o', { username: 'X' })).rejects.toMatchObject({ status: 404 });
    await service.create(caller(primary), {
      username: 'New',
      email: 'new@example.com',
      phone: '',
      role: 'vendor_user',
      textNotifications: false,
      emailNotifications: false,
      grantAllPermissions: true,
    });
    expect(sent[0]).toMatchObject({ to: 'new@example.com', templateId: 'vendor_user_invite' });
    expect(sent[0]?.variables.link).toContain('purpose=set');
  });
});
