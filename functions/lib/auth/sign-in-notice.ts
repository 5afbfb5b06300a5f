import { ulid } from 'ulid';
import type { SignInPart } from '../../../shared/sign-in-rules.js';
import type { OutgoingMessage } from '../ports.js';
import type { SessionUser } from './session-user.js';

const WORDS: Partial<Record<SignInPart, string>> = { email: 'email address', phone: 'phone number' };

/**
 * The notice of a changed e-mail or phone, to the e-mail address the user had before the change: whoever moved the
 * sign-in elsewhere cannot keep it from the person who held it. None when neither changed.
 */
export function signInChangedNotice(
  before: { id: string; username: string; email: string },
  parts: readonly SignInPart[],
  changedBy: Pick<SessionUser, 'id' | 'role' | 'username'>,
): OutgoingMessage | undefined {
  const changed = parts.flatMap((p) => WORDS[p] ?? []);
  if (!changed.length) return undefined;
  return {
    id: ulid(),
    channel: 'email',
    to: before.email,
    recipientId: before.id,
    recipientName: before.username,
    templateId: 'sign_in_changed',
    variables: {
      username: before.username,
      change: changed.join(' and '),
      changedBy:
        changedBy.id === before.id ? 'You' : changedBy.role === 'admin' ? 'A market administrator' : changedBy.username,
    },
  };
}
