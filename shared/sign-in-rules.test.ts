import { describe, expect, it } from 'vitest';
import { PEOPLE_MSG } from './people-messages.js';
import { PERMISSION_CODES } from './permissions.js';
import { changedSignIn, signInChangeRefusal } from './sign-in-rules.js';

const vendorUser = (id: string, permissions: string[]) => ({ id, role: 'vendor_user' as const, permissions });
const admin = { id: 'admin', role: 'admin' as const, permissions: [] };

describe('signInChangeRefusal', () => {
  const primary = { ...vendorUser('p', [...PERMISSION_CODES]), isPrimary: true };
  const colleague = { ...vendorUser('c', ['vendor.users.edit', 'vendor.spaceRequests.view']), isPrimary: false };

  it("keeps the primary user's sign-in to itself and the admins", () => {
    expect(signInChangeRefusal(vendorUser('e', ['vendor.users.edit']), primary)).toBe(
      PEOPLE_MSG.primarySignInProtected,
    );
    // Holding every permission is not enough: the primary user is the vendor's own account.
    expect(signInChangeRefusal(vendorUser('e', [...PERMISSION_CODES]), primary)).toBe(
      PEOPLE_MSG.primarySignInProtected,
    );
    expect(signInChangeRefusal(primary, primary)).toBeUndefined();
    expect(signInChangeRefusal(admin, primary)).toBeUndefined();
  });

  it("allows a colleague's only to someone holding every permission the colleague holds", () => {
    expect(signInChangeRefusal(vendorUser('e', ['vendor.users.edit']), colleague)).toBe(
      PEOPLE_MSG.signInBeyondYours(['vendor.spaceRequests.view']),
    );
    expect(
      signInChangeRefusal(vendorUser('e', ['vendor.users.edit', 'vendor.spaceRequests.view']), colleague),
    ).toBeUndefined();
    expect(signInChangeRefusal(primary, colleague)).toBeUndefined();
    expect(signInChangeRefusal(colleague, colleague)).toBeUndefined();
  });

  it("refuses a vendor user an admin's sign-in", () => {
    expect(signInChangeRefusal(primary, { ...admin, isPrimary: false })).toBe(PEOPLE_MSG.signInBeyondYours(['admin']));
  });
});

describe('changedSignIn', () => {
  const current = { email: 'sam@example.com', phone: '(707) 555-0101', isActive: true };

  it('counts a field sent back with the value it has as no change', () => {
    expect(changedSignIn(current, { email: 'SAM@example.com ', phone: '707-555-0101', isActive: true })).toEqual([]);
    expect(changedSignIn(current, {})).toEqual([]);
    expect(changedSignIn({ ...current, phone: null }, { phone: '' })).toEqual([]);
  });

  it('names each part that really changes', () => {
    expect(changedSignIn(current, { email: 'new@example.com', phone: '', isActive: false })).toEqual([
      'email',
      'phone',
      'isActive',
    ]);
    expect(changedSignIn(current, { phone: '(707) 555-0102' })).toEqual(['phone']);
  });
});
