/**
 * The `test` every browser spec imports. Each screen a test shows is checked for accessibility (axe-core, WCAG 2.2 A
 * and AA rules; a serious or critical violation fails the test) and photographed at desktop and phone size.
 *
 * Where the checks run, and why there:
 * - after every `page.goto`, once the page has settled: addresses typed or opened straight away;
 * - at `checkPage(page, 'name')`, which the specs call once a screen reached by a click has loaded (an SPA route
 *   change has no load event to hook, and checking on the history event itself would race the test's own clicks
 *   and catch screens half drawn);
 * - on the last screen of every passing test.
 * axe reads a screen once per run: a screen of the same name, address and size checked before (the admin's dashboard
 * that every admin sign-in lands on) is not read again, and neither is a page nothing changed on since its last check.
 * So that no screen slips through, the fixture follows the page's history (loads, pushes, replaces) and fails a
 * passing test that showed a route no check covered, naming the route. Redirects replace the entry they leave, so a
 * route the app left at once (`/admin` → `/auth`) is not a screen it showed.
 * The stack serves the site's security headers (shared/security-headers.ts), so a passing test also fails when the
 * browser refused anything under that Content-Security-Policy.
 */
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import {
  AXE_TAGS,
  blockingViolations,
  formatViolations,
  isProductPath,
  routeOf,
  screenFromPath,
  shownRoutes,
  type HistoryStep,
} from './a11y.js';

export { expect };
export type { Page };

export const SCREENSHOT_DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 812 };

interface PageRecord {
  testInfo: TestInfo;
  history: HistoryStep[];
  checkedRoutes: Set<string>;
  /** Address and size of the page at the last check, so the end-of-test check skips a page nothing changed on. */
  lastChecked?: string;
  /** What the browser refused under the site's Content-Security-Policy (the one CloudFront sends). */
  cspViolations: string[];
}

/** The page's address, size and markup, hashed: equal fingerprints are the same screen as far as axe can tell. */
const FINGERPRINT = `(() => {
  const html = document.body.innerHTML;
  let hash = 0;
  for (let i = 0; i < html.length; i++) hash = (Math.imul(hash, 31) + html.charCodeAt(i)) | 0;
  return location.href + '|' + innerWidth + 'x' + innerHeight + '|' + html.length + '|' + hash;
})()`;

const records = new WeakMap<Page, PageRecord>();
/** Screens axe has read in this run (one worker runs every spec): name, address and viewport. */
const axeRead = new Set<string>();
/** Screens already photographed in this run, per spec file: the first visit is the one kept. */
const photographed = new Set<string>();

/**
 * Runs in the page (written as source: the project's Node typings have no DOM). Transitions such as a dialog fading
 * in are awaited; endless ones (a spinner) are not.
 */
const SETTLE_IN_PAGE = `(async () => {
  await document.fonts.ready;
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const tick = () => new Promise((r) => setTimeout(r, 16));
  // Mantine starts a dialog's or a popover's transition a few frames after it mounts, so one look taken at once can
  // find nothing running yet: the page counts as settled after two looks in a row, a few frames apart, find every
  // finite animation done.
  const deadline = Date.now() + 2000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    await frames();
    await tick();
    const running = document
      .getAnimations()
      .filter((a) => a.playState !== 'finished' && a.effect && a.effect.getComputedTiming().endTime !== Infinity);
    if (running.length === 0) {
      quiet += 1;
      continue;
    }
    quiet = 0;
    await Promise.race([
      Promise.all(running.map((a) => a.finished.catch(() => undefined))),
      new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now()))),
    ]);
  }
})()`;

/** Waits for what a person would wait for: data loaded, fonts in, transitions (a dialog opening) finished. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .locator('.mantine-Skeleton-root[data-visible], [role="status"] .mantine-Loader-root')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(SETTLE_IN_PAGE);
}

async function photograph(page: Page, spec: string, screen: string) {
  const key = `${spec}-${screen}`;
  if (photographed.has(key)) return;
  photographed.add(key);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  try {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await settle(page);
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `${key}-${size}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  } finally {
    if (original) {
      await page.setViewportSize(original);
      await settle(page);
    }
  }
}

/**
 * Checks the screen the page shows now: axe first (on the test's own viewport, as the test left it), then the two
 * screenshots (left out under CI=1). Call it once a screen has loaded; `name` tells apart states of one address ("auth-login-failed").
 */
export async function checkPage(page: Page, name?: string) {
  await settle(page);
  const url = new URL(page.url());
  if (!isProductPath(url.pathname)) return;
  const screen = name ?? screenFromPath(url.pathname);
  const record = records.get(page);
  // A screen exactly as the last check left it (a sign-in's landing page the test checks again by name) has nothing
  // new for axe to find.
  const unchanged = record?.lastChecked !== undefined && (await page.evaluate(FINGERPRINT)) === record.lastChecked;
  const viewport = page.viewportSize();
  const readKey = `${screen}|${url.pathname}${url.search}|${viewport?.width}x${viewport?.height}`;
  if (!unchanged && !axeRead.has(readKey)) {
    // Only violations are read, so axe need not collect the elements that pass.
    const results = await new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .options({ resultTypes: ['violations'] })
      .analyze();
    const blocking = blockingViolations(results.violations);
    if (blocking.length) throw new Error(formatViolations(screen, url.pathname + url.search, blocking));
    axeRead.add(readKey);
  }
  if (!record) return;
  record.checkedRoutes.add(routeOf(url.pathname));
  // The pictures are for people looking at the screens; CI (CI=1) checks the same screens without taking them.
  if (!process.env.CI) await photograph(page, basename(record.testInfo.file).replace(/\.spec\.ts$/, ''), screen);
  record.lastChecked = (await page.evaluate(FINGERPRINT)) as string;
}

/**
 * Reports each history entry the page makes to the fixture; runs in every document before the app does (source for
 * the same reason as above).
 */
const FOLLOW_HISTORY = `(() => {
  if (window.top !== window) return;
  const report = (kind) => window.__e2eHistory && window.__e2eHistory(kind, location.pathname);
  report('load');
  for (const kind of ['push', 'replace']) {
    const original = history[kind + 'State'].bind(history);
    history[kind + 'State'] = (...args) => {
      original(...args);
      report(kind);
    };
  }
})()`;

export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const record: PageRecord = { testInfo, history: [], checkedRoutes: new Set(), cspViolations: [] };
    records.set(page, record);
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        record.cspViolations.push(message.text());
    });
    await page.exposeBinding('__e2eHistory', (_source, kind: HistoryStep['kind'], path: string) => {
      record.history.push({ kind, path });
    });
    await page.addInitScript({ content: FOLLOW_HISTORY });

    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await checkPage(page);
      return response;
    };

    await use(page);

    // A failed test keeps its own error; checking the screen it broke on would only add noise.
    if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
    if ((await page.evaluate(FINGERPRINT)) !== record.lastChecked) await checkPage(page);
    expect(record.cspViolations, 'The page broke the Content-Security-Policy the site sends').toEqual([]);
    const unchecked = shownRoutes(record.history).filter((r) => !record.checkedRoutes.has(r));
    expect(
      unchecked,
      `These screens were shown but never checked; call checkPage(page, 'name') once each has loaded: ${unchecked.join(', ')}`,
    ).toEqual([]);
  },
});
