/**
 * True when a Content-Type header names JSON exactly. Only the media type counts (type/subtype before any
 * parameters), so `text/plain; charset=application/json`, which a cross-site form or `fetch` without preflight may
 * send, is not JSON.
 */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const semicolon = contentType.indexOf(';');
  const essence = (semicolon < 0 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
  return essence === 'application/json';
}
