import type { Locator, Page } from '@playwright/test';
import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_VENDOR, signIn, signInWithForm } from './helpers.js';
import { createSpacesTestDate } from './spaces-data.js';

/** Every element's text fits its box: nothing cut to "Dashboar" or "Assigned Or". */
async function cutTexts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) =>
    nodes
      .filter((node) => node.scrollWidth > node.clientWidth + 1)
      .map((node) => `${node.textContent ?? ''} (${node.scrollWidth} > ${node.clientWidth})`),
  );
}

async function chooseLayout(page: Page, layout: 'toolbar' | 'sidebar', sidebarCollapsed = false) {
  // A script string: the browser's localStorage is not in this project's (Node) types.
  await page.evaluate(
    `localStorage.setItem('marketday.navLayout', '"${layout}"');` +
      `localStorage.setItem('marketday.sidebarCollapsed', '${String(sidebarCollapsed)}');`,
  );
  await page.reload();
}

for (const width of [1024, 1366]) {
  test(`the top toolbar shows whole labels at ${width} px, the rest under More`, async ({ page }) => {
    await page.setViewportSize({ width, height: 768 });
    await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await chooseLayout(page, 'toolbar');

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const entries = nav.locator(':scope > a, :scope > button');
    // The nav itself does not overflow, and no entry or label inside it is cut.
    expect(await cutTexts(nav)).toEqual([]);
    expect(await cutTexts(entries)).toEqual([]);
    expect(await cutTexts(nav.locator('.mantine-Button-label, .mantine-Badge-label'))).toEqual([]);

    // Whatever is not in the toolbar is one click away under More, so every admin entry is reachable.
    const shown = (await entries.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
    const wanted = ['Dashboard', 'Next Market', 'Market Dates', 'Vendors', 'Notifications', 'Admin Tools'];
    if (shown.includes('More')) {
      await nav.getByRole('button', { name: 'More' }).click();
      const menu = page.getByRole('menu');
      for (const label of wanted.filter((l) => !shown.includes(l)).filter((l) => l !== 'Admin Tools')) {
        await expect(menu.getByRole('menuitem', { name: new RegExp(`^${label}`) })).toBeVisible();
      }
      await page.keyboard.press('Escape');
    } else {
      expect(shown).toEqual(wanted);
    }

    // The bell's count never sits over the bell itself.
    const count = page.getByTestId('bell-count');
    if (await count.isVisible()) {
      const bell = await page
        .getByRole('button', { name: /^Notifications/ })
        .locator('svg')
        .boundingBox();
      const badge = await count.boundingBox();
      expect(badge!.x).toBeGreaterThanOrEqual(bell!.x + bell!.width - 0.5);
      expect(await cutTexts(count.locator('.mantine-Badge-label'))).toEqual([]);
    }
  });
}

test('on a 375 px phone the sidebar starts collapsed and "Assigned Only" is whole', async ({ page }) => {
  const { marketDate } = await createSpacesTestDate();
  await page.setViewportSize({ width: 375, height: 812 });
  // Through the form: the welcome toast is the form's.
  await signInWithForm(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  // The welcome toast opens below the header: the menu and the avatar stay in reach while it shows.
  const toast = page.locator('.mantine-Notification-root').first();
  await expect(toast).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  // Left open on a desktop: a narrow window still starts with it collapsed, not over the page.
  await chooseLayout(page, 'sidebar', false);
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).not.toBeInViewport();
  await checkPage(page, 'admin-dashboard-narrow');

  await page.goto(`/date/${marketDate.id}/spaces`);
  const assignedOnly = page.getByText('Assigned Only', { exact: true });
  await expect(assignedOnly).toBeVisible();
  expect(await cutTexts(assignedOnly)).toEqual([]);
  const box = await assignedOnly.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await assignedOnly.click();
  await expect(page).toHaveURL(/[?&]status=assigned/);

  // The market-date bar is navigation with the current screen marked, every tab whole and on screen.
  const dateTabs = page.getByRole('navigation', { name: 'Market date' });
  await expect(dateTabs.getByRole('link', { name: 'Spaces' })).toHaveAttribute('aria-current', 'page');
  for (const tab of await dateTabs.getByRole('link').all()) await expect(tab).toBeInViewport({ ratio: 1 });
  expect(await cutTexts(dateTabs.getByRole('link'))).toEqual([]);
});

test('on a 375 px phone the vendor dashboard shows whole payment status badges', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO_VENDOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  const payments = page.getByRole('region', { name: 'Recent Payments' });
  await expect(payments.locator('.mantine-Badge-label').first()).toBeVisible();
  expect(await cutTexts(payments.locator('.mantine-Badge-label'))).toEqual([]);
});
