/**
 * Ports: what services need from the outside world, as plain function types. Adapters in this folder implement
 * them for AWS (and the local runtime), and tests implement them in memory.
 */
import type { Locale } from '../../shared/locale.js';
import type { Role } from '../../shared/permissions.js';

export interface UserRecord {
  id: string;
  username: string;
  email: string;
  phone?: string;
  role: Role;
  vendorId: string | null;
  permissions: string[];
  defaultVendorTypes: string[];
  isActive: boolean;
  textNotifications: boolean;
  emailNotifications: boolean;
  lastLogin?: string;
  createdAt: string;
  updatedAt: string;
}

export interface NewUser {
  username: string;
  email: string;
  phone?: string;
  role: Role;
  vendorId?: string | null;
  permissions?: string[];
  defaultVendorTypes?: string[];
  textNotifications?: boolean;
  emailNotifications?: boolean;
}

/** Outgoing message, rendered and sent by the message worker. */
export interface OutgoingMessage {
  id: string;
  channel: 'email' | 'sms';
  /** e-mail address or phone number */
  to: string;
  recipientId?: string;
  templateId: string;
  variables: Record<string, string>;
  // View Messages: the name the message log shows, and the failed message this one resends
  recipientName?: string;
  resendOf?: string;
  /** Bulk Messages: the batch whose progress counts this message. */
  batchId?: string;
  /** The recipient's language (absent: English): the worker sends the template's wording in it. */
  locale?: Locale;
}

export interface MessageQueue {
  enqueue(messages: OutgoingMessage[]): Promise<void>;
}

export interface EmailSender {
  send(email: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

export interface SmsSender {
  send(sms: { to: string; text: string }): Promise<void>;
}

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
  expiresIn: number;
}

/** The credential store: Cognito holds passwords; our user id is the Cognito username. */
export interface IdentityProvider {
  createUser(username: string, email: string, password?: string): Promise<void>;
  setPassword(username: string, password: string): Promise<void>;
  /** The e-mail the credential store keeps (and sends its own mail to) follows the user's. */
  updateEmail(username: string, email: string): Promise<void>;
  /** Resolves undefined when the credentials are wrong. */
  signIn(username: string, password: string): Promise<Tokens | undefined>;
  /** Resolves undefined when the refresh token is no longer accepted. */
  refresh(refreshToken: string): Promise<Tokens | undefined>;
  revoke(refreshToken: string): Promise<void>;
  /** Ends every refresh token of the user (after a password change or reset). */
  signOutEverywhere(username: string): Promise<void>;
}

export interface ResetTokenRecord {
  userId: string;
  expiresAt: string;
  usedAt?: string;
}

export interface ResetTokenStore {
  create(tokenHash: string, record: ResetTokenRecord): Promise<void>;
  get(tokenHash: string): Promise<ResetTokenRecord | undefined>;
  /** Marks the token used; false when it was already used or has expired (a token works once). */
  consume(tokenHash: string, at: string): Promise<boolean>;
  release(tokenHash: string): Promise<void>;
}

/** At most `limit` slots for one subject in each fixed window of `windowMs`. */
export interface RateLimit {
  purpose: string;
  limit: number;
  windowMs: number;
}

/** Slots taken on every counter of one attempt. */
export interface RateLimitSlots {
  /** Hands the slots back, for an attempt that turned out not to count (a right password). */
  giveBack(): Promise<void>;
}

/** Counters held by the database, taken before the check they guard, so parallel attempts cannot overrun them. */
export interface RateLimiter {
  /**
   * Takes one slot on each counter. Resolves undefined, with nothing taken, when any of them is already full.
   * Subjects are hashed before they become keys.
   */
  take(claims: readonly { limit: RateLimit; subject: string }[], now: Date): Promise<RateLimitSlots | undefined>;
}
