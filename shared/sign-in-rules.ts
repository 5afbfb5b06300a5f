/**
 * Who may change another user's sign-in: its e-mail, its phone, its password (a reset link sent to it) or whether it
 * is active. Whoever can move someone's e-mail and then ask for a reset signs in as them, with every permission they
 * hold, so a sign-in change is allowed only to someone who already holds all of those. The vendor's primary user is
 * the vendor's own account: only it and the market's admins change its sign-in.
 */
import { PEOPLE_MSG } from './people-messages.js';
import { effectivePermissions, type Role } from './permissions.js';
import { phoneDigits } from './phone.js';

export interface SignInHolder {
  id: string;
  role: Role;
  permissions: readonly string[];
}

export interface SignInSubject extends SignInHolder {
  isPrimary: boolean;
}

/** Why `caller` may not change the sign-in of `target`; undefined when it may. */
export function signInChangeRefusal(caller: SignInHolder, target: SignInSubject): string | undefined {
  if (caller.id === target.id || caller.role === 'admin') return undefined;
  if (target.isPrimary) return PEOPLE_MSG.primarySignInProtected;
  const held = new Set(effectivePermissions(caller.role, caller.permissions));
  const beyond = effectivePermissions(target.role, target.permissions).filter((c) => !held.has(c));
  return beyond.length ? PEOPLE_MSG.signInBeyondYours(beyond) : undefined;
}

export type SignInPart = 'email' | 'phone' | 'isActive';

interface SignInState {
  email: string;
  phone?: string | null;
  isActive: boolean;
}

/**
 * The parts of a sign-in an edit really changes: an edit form sends every field back, so a field sent with the value
 * it already has is no change (an e-mail in another case, a phone written another way, included).
 */
export function changedSignIn(current: SignInState, edit: Partial<SignInState>): SignInPart[] {
  const parts: SignInPart[] = [];
  if (edit.email !== undefined && edit.email.trim().toLowerCase() !== current.email.trim().toLowerCase()) {
    parts.push('email');
  }
  if (edit.phone !== undefined && phoneDigits(edit.phone ?? '') !== phoneDigits(current.phone ?? '')) {
    parts.push('phone');
  }
  if (edit.isActive !== undefined && edit.isActive !== current.isActive) parts.push('isActive');
  return parts;
}
