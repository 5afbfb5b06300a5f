import { ulid } from 'ulid';
import type { SignInPart } from '../../../shared/sign-in-rules.js';
import type { Locale } from '../../../shared/locale.js';
import type { OutgoingMessage } from '../ports.js';
import { messageIn } from '../messaging/recipient-locale.js';
import type { SessionUser } from './session-user.js';

/** The notice's own words, in the user's language. */
const WORDS: Record<Locale, { parts: Partial<Record<SignInPart, string>>; and: string; you: string; admin: string }> = {
  en: {
    parts: { email: 'email address', phone: 'phone number' },
    and: ' and ',
    you: 'You',
    admin: 'A market administrator',
  },
  es: {
    parts: { email: 'correo electrónico', phone: 'número de teléfono' },
    and: ' y ',
    you: 'Usted',
    admin: 'Un administrador del mercado',
  },
};

/**
 * The notice of a changed e-mail or phone, to the e-mail address the user had before the change: whoever moved the
 * sign-in elsewhere cannot keep it from the person who held it. None when neither changed.
 */
export function signInChangedNotice(
  /** The user before the change; its `locale` (absent: English) is the notice's language. */
  before: { id: string; username: string; email: string; locale?: Locale },
  parts: readonly SignInPart[],
  changedBy: Pick<SessionUser, 'id' | 'role' | 'username'>,
): OutgoingMessage | undefined {
  const words = WORDS[before.locale ?? 'en'];
  const changed = parts.flatMap((p) => words.parts[p] ?? []);
  if (!changed.length) return undefined;
  return messageIn(before.locale, () => ({
    id: ulid(),
    channel: 'email',
    to: before.email,
    recipientId: before.id,
    recipientName: before.username,
    templateId: 'sign_in_changed',
    variables: {
      username: before.username,
      change: changed.join(words.and),
      changedBy: changedBy.id === before.id ? words.you : changedBy.role === 'admin' ? words.admin : changedBy.username,
    },
  }));
}
