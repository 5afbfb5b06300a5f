/**
 * Spec 1 §2.8: an alert's body is split into paragraphs on real newlines and on the literal two characters
 * backslash-n (bodies typed into a single-line field arrive that way). Blank paragraphs are dropped.
 */
export function splitAlertBody(body: string): string[] {
  return body
    .split(/\r\n|\r|\n|\\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
