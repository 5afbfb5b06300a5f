import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';
import { createMarketDayData } from './market-day-data.js';

/**
 * Market Day on a phone in a parking lot (issue 31): the day's list opens with signal, the signal drops, the marks go
 * on, the page is reloaded with no signal and keeps them, and they reach the server in one call when it returns.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const card = (page: Page, name: string) => page.getByRole('listitem', { name });

test('check-in with no signal: marks wait on the phone through a reload and sync when the signal returns', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { marketDate, vendors } = await createMarketDayData();
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);

  await page.goto(`/market-day/${marketDate.id}`);
  await expect(page.getByRole('list', { name: 'Expected vendors' }).getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('group', { name: "Today's counts" })).toContainText('8');
  // The app is installed for offline use once its service worker controls the page.
  // (An expression, not a function: the tests' typings have no DOM, and the site's CSP allows no eval.)
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 60_000 }).toBe(true);
  // Opened once more with signal (as the morning before leaving): the worker keeps what a reload needs.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Expected vendors' }).getByRole('listitem')).toHaveCount(8);
  await checkPage(page, 'market-day');

  await page.context().setOffline(true);
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  const arrived = vendors.slice(0, 5);
  const noShows = vendors.slice(5, 7);
  for (const vendor of arrived)
    await card(page, vendor.name)
      .getByRole('button', { name: /^Arrived/ })
      .click();
  for (const vendor of noShows)
    await card(page, vendor.name)
      .getByRole('button', { name: /^No-show/ })
      .click();
  await expect(page.getByText('Waiting to sync (7)')).toBeVisible();
  await expect(card(page, arrived[0]!.name).getByRole('button', { name: /^Arrived/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await checkPage(page, 'market-day-offline');

  // A reload with no signal: the app, the list and the queue all come from the phone.
  await page.reload();
  await expect(page.getByText('Waiting to sync (7)')).toBeVisible();
  await expect(card(page, noShows[1]!.name).getByRole('button', { name: /^No-show/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await checkPage(page, 'market-day-offline-reloaded');

  const syncs: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/market-day/${marketDate.id}/sync`))
      syncs.push(request.postData() ?? '');
  });
  await page.context().setOffline(false);
  await expect(page.getByText('Every mark is saved.')).toBeVisible({ timeout: 30_000 });
  expect(syncs).toHaveLength(1);
  expect((JSON.parse(syncs[0]!) as { actions: unknown[] }).actions).toHaveLength(7);

  // The server holds what the phone showed.
  const answer = await page.request.get(`/api/market-day/${marketDate.id}`);
  expect(answer.ok()).toBe(true);
  const day = (await answer.json()) as { vendors: { vendorId: string; attendance?: { status: string } }[] };
  const statusOf = new Map(day.vendors.map((v) => [v.vendorId, v.attendance?.status ?? null]));
  expect(vendors.map((v) => statusOf.get(v.id))).toEqual([
    'arrived',
    'arrived',
    'arrived',
    'arrived',
    'arrived',
    'no_show',
    'no_show',
    null,
  ]);
  await expect(page.getByRole('group', { name: "Today's counts" })).toContainText('5');
  await checkPage(page, 'market-day-synced');
});
