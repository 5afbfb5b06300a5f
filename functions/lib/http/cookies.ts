/** Session cookie names and attributes. Tokens live only in HttpOnly cookies, never in page scripts. */
export const COOKIE = { access: 'md_at', id: 'md_it', refresh: 'md_rt' } as const;

export function parseCookies(input: string[] | string | undefined): Record<string, string> {
  const parts = Array.isArray(input) ? input : (input ?? '').split(';');
  const out: Record<string, string> = {};
  for (const part of parts) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    if (name) out[name] = decodeCookieValue(part.slice(i + 1).trim());
  }
  return out;
}

/** A value we did not encode (a malformed escape from some other client) is kept as sent, not a 500. */
function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/api',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'Secure',
    'SameSite=Lax',
  ].join('; ');
}

export const clearCookie = (name: string) => serializeCookie(name, '', 0);
