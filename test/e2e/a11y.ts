/**
 * What the browser tests make of an axe-core run, and how they name the screens they check. Plain functions, so a
 * unit test can feed them a made-up axe result and prove that a violation fails.
 */
import type { ImpactValue, NodeResult, Result } from 'axe-core';

/** The WCAG 2.0–2.2 A and AA rules (axe has no wcag22a tag: none of its rules tests a criterion new at 2.2 level A). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious and critical block a user from the page; moderate and minor are left to review. */
const BLOCKING: ReadonlySet<ImpactValue> = new Set(['serious', 'critical']);

export interface BlockingViolation {
  id: string;
  impact: ImpactValue;
  help: string;
  helpUrl: string;
  /** One per element: its selector, then what axe found wrong with it ("contrast of 3.3 (#868e96 on #ffffff)…"). */
  targets: string[];
}

const selectorOf = (n: NodeResult) => n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' >> ');

function describe(n: NodeResult): string {
  const why = [...n.any, ...n.all, ...n.none].map((c) => c.message).find(Boolean);
  const html = n.html.replace(/\s+/g, ' ').slice(0, 120);
  return `${selectorOf(n)}  ${html}${why ? `  — ${why}` : ''}`;
}

/**
 * The violations that fail a test. Axe rates a rule by its worst element, so the elements are filtered one by one:
 * a rule that is serious on one element and minor on another names only the serious one.
 */
export function blockingViolations(violations: readonly Result[]): BlockingViolation[] {
  const blocking: BlockingViolation[] = [];
  for (const v of violations) {
    const nodes = v.nodes.filter((n) => BLOCKING.has(n.impact ?? v.impact ?? null));
    if (nodes.length === 0) continue;
    blocking.push({
      id: v.id,
      impact: nodes.some((n) => (n.impact ?? v.impact) === 'critical') ? 'critical' : 'serious',
      help: v.help,
      helpUrl: v.helpUrl,
      targets: nodes.map(describe),
    });
  }
  return blocking;
}

/** One line per rule, then its elements, so the failure reads without opening a report. */
export function formatViolations(screen: string, url: string, blocking: readonly BlockingViolation[]): string {
  const lines = [`Accessibility: ${blocking.length} serious or critical rule(s) fail on "${screen}" (${url})`];
  for (const v of blocking) {
    lines.push(`- ${v.id} [${v.impact}] ${v.help} — ${v.helpUrl}`);
    for (const t of v.targets.slice(0, 10)) lines.push(`    ${t}`);
    if (v.targets.length > 10) lines.push(`    … and ${v.targets.length - 10} more`);
  }
  return lines.join('\n');
}

/** A ULID (our ids) or any long token in a path is the same screen whichever record it shows. */
const ID_SEGMENT = /^[0-9A-HJKMNP-TV-Z]{26}$|^[0-9a-f-]{20,}$/i;

/** A screen's name from its address: `/map/01J…` is "map-id", `/` is "home". */
export function screenFromPath(pathname: string): string {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((p) =>
      ID_SEGMENT.test(p)
        ? 'id'
        : p
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, ''),
    )
    .filter(Boolean);
  return parts.length ? parts.join('-') : 'home';
}

/** The route a path belongs to, for telling which visited screens were never checked. */
export function routeOf(pathname: string): string {
  return (
    '/' +
    pathname
      .split('/')
      .filter(Boolean)
      .map((p) => (ID_SEGMENT.test(p) ? ':id' : p))
      .join('/')
  );
}

/** Local stand-ins for the outside world (the mailbox, the test checkout) are not product screens. */
export function isProductPath(pathname: string): boolean {
  return !pathname.startsWith('/_');
}

/**
 * The screens a page showed, from its history: a load or a push adds one, a replace (a redirect) changes the last
 * one, so a route the app left before showing it (`/admin` → `/auth`) is not counted.
 */
export type HistoryStep = { kind: 'load' | 'push' | 'replace'; path: string };

export function shownRoutes(steps: readonly HistoryStep[]): string[] {
  const entries: string[] = [];
  for (const s of steps) {
    if (s.kind === 'replace' && entries.length) entries[entries.length - 1] = s.path;
    else entries.push(s.path);
  }
  return [...new Set(entries.filter(isProductPath).map(routeOf))];
}
