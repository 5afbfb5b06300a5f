/**
 * Who made a change and from where, as the audit logs record it (spec 2 §3: userId, ipAddress, userAgent).
 */
import type { HttpRequest } from './http.js';

export interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

/** The acting user with the request's origin: what every audit entry of a change carries. */
export interface AuditActor extends RequestOrigin {
  userId: string | null;
  /** The user's name when the change was made, so the log reads without a lookup per entry. */
  userName: string | null;
}

export function requestOrigin(req: Pick<HttpRequest, 'event'>): RequestOrigin {
  const http = req.event.requestContext?.http;
  return { ipAddress: http?.sourceIp ?? null, userAgent: http?.userAgent ?? null };
}

export function auditActor(req: Pick<HttpRequest, 'event' | 'user'>): AuditActor {
  return {
    userId: req.user?.id ?? null,
    userName: req.user?.username ?? null,
    ...requestOrigin(req),
  };
}
