import type { Locator } from '@playwright/test';
import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';
import { pickDay } from './date-picker.js';

/** A menu entry, in the toolbar or the sidebar (whichever the admin's chrome shows). */
async function openMenu(page: Page, label: string, group?: string) {
  if (group) {
    // The sidebar shows a group as a label that opens in place; the toolbar shows it as a drop-down menu.
    await page.getByText(group, { exact: true }).first().click();
    const item = page.getByRole('menuitem', { name: label });
    if (await item.count()) return item.first().click();
  }
  await page.getByRole('link', { name: label, exact: true }).first().click();
}

/** The market a new item of a dialog belongs to. */
async function chooseMarket(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('combobox', { name: 'Market' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** The row (or card) of one market date on /admin/market-dates. */
const dateRow = (page: Page, label: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: label, exact: true }) });

test('the admin creates a season of Sundays, sees it listed with its spaces, and edits one date', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  await openMenu(page, 'Market Dates');
  await expect(page).toHaveURL(/\/admin\/market-dates$/);
  await expect(page).toHaveTitle('MarketDay - Market Dates');
  await checkPage(page, 'market-dates');

  await page.getByRole('button', { name: 'New Season' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Market Dates' });
  // The demo organisation runs two markets: the season is the Sunday market's.
  await chooseMarket(page, dialog, 'MarketDay Town Square Market');
  await dialog.getByRole('button', { name: /^Season/ }).click();
  await pickDay(page, '2035-03-01');
  await pickDay(page, '2035-04-30');
  await expect(dialog.getByText('9 Sundays')).toBeVisible();
  await checkPage(page, 'new-season-dialog');
  await dialog.getByLabel('Max vendors').fill('30');
  await dialog.getByLabel('Notes').fill('Spring season');
  await dialog.getByRole('button', { name: 'Create Season' }).click();
  await expect(page.getByText('Created 9 market dates')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Each new Sunday starts from the default layout: 24 spaces, five vendors already in their default spaces.
  for (const label of ['Sun, Mar 4, 2035', 'Sun, Apr 29, 2035']) {
    const row = dateRow(page, label);
    await expect(row).toContainText('5 / 24 spaces');
    await expect(row).toContainText('Max 30 vendors');
    await expect(row).toContainText('Spring season');
    await expect(row).toContainText('Draft');
  }
  // A date opens its dashboard; its Spaces are one of the row's actions.
  await expect(dateRow(page, 'Sun, Mar 4, 2035').getByRole('link', { name: 'Sun, Mar 4, 2035' })).toHaveAttribute(
    'href',
    /^\/date\/[^/]+$/,
  );

  // Creating the same season again skips every date.
  await page.getByRole('button', { name: 'New Season' }).click();
  await chooseMarket(page, dialog, 'MarketDay Town Square Market');
  await dialog.getByRole('button', { name: /^Season/ }).click();
  await pickDay(page, '2035-03-01');
  await pickDay(page, '2035-03-31');
  await dialog.getByRole('button', { name: 'Create Season' }).click();
  await expect(page.getByText('Created 0 market dates; skipped 4 that already exist')).toBeVisible();

  await dateRow(page, 'Sun, Mar 11, 2035').getByRole('button', { name: 'Edit Sun, Mar 11, 2035' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Sun, Mar 11, 2035' });
  await expect(edit).toBeVisible();
  await checkPage(page, 'edit-date-dialog');
  await edit.getByLabel('Max vendors').fill('42');
  await edit.getByLabel('Notes').fill('Chef demo at 10:30');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const edited = dateRow(page, 'Sun, Mar 11, 2035');
  await expect(edited).toContainText('Max 42 vendors');
  await expect(edited).toContainText('Chef demo at 10:30');
  await page.reload();
  await expect(dateRow(page, 'Sun, Mar 11, 2035')).toContainText('Chef demo at 10:30');
});

test('the admin adds an area, and a space type with a fee for one vendor type', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');

  await openMenu(page, 'Areas', 'Admin Tools');
  await expect(page).toHaveURL(/\/admin\/areas$/);
  await checkPage(page, 'areas');
  await page.getByRole('button', { name: 'New Area' }).click();
  const areaDialog = page.getByRole('dialog', { name: 'New Area' });
  await chooseMarket(page, areaDialog, 'MarketDay Town Square Market');
  await areaDialog.getByLabel('Name').fill('Orchard Lawn');
  await areaDialog.getByLabel('Sort order').fill('4');
  await areaDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Area created')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Orchard Lawn' })).toContainText('Active');

  // A second area with the same name is refused, and the form says why.
  await page.getByRole('button', { name: 'New Area' }).click();
  await chooseMarket(page, areaDialog, 'MarketDay Town Square Market');
  await areaDialog.getByLabel('Name').fill('orchard lawn');
  await areaDialog.getByRole('button', { name: 'Save' }).click();
  await expect(areaDialog.getByText('An area named "orchard lawn" already exists')).toBeVisible();
  await checkPage(page, 'area-dialog-error');
  await areaDialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/admin/space-types');
  await page.getByRole('button', { name: 'New Space Type' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'New Space Type' });
  await typeDialog.getByLabel('Name', { exact: false }).first().fill('Orchard Pad');
  await typeDialog.getByLabel('Size (feet)').fill('12x12');
  await typeDialog.getByLabel('Default base price').fill('45');
  await typeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Space type created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Orchard Pad' });
  await expect(row).toContainText('12x12');
  await expect(row).toContainText('$45.00');

  await row.getByRole('button', { name: 'Fees for Orchard Pad' }).click();
  const fees = page.getByRole('dialog', { name: 'Fees for Orchard Pad' });
  await expect(fees.getByRole('checkbox', { name: 'Farmers/Produce' })).toBeVisible();
  await checkPage(page, 'fees-dialog');
  await fees.getByRole('checkbox', { name: 'Farmers/Produce' }).check();
  await fees.getByLabel('Base price for Farmers/Produce').fill('30');
  await fees.getByLabel('Sales based rate for Farmers/Produce').fill('5');
  await fees.getByRole('button', { name: 'Save Fees' }).click();
  await expect(page.getByText('Fees saved')).toBeVisible();
  await expect(row).toContainText('Farmers/Produce: $30.00 / 5%');
});

test('"Next Market" opens the spaces of the earliest market date today or later', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  const next = await page.request.get('/api/market-dates/next');
  expect(next.status()).toBe(200);
  const { id } = (await next.json()) as { id: string };
  await openMenu(page, 'Next Market');
  await expect(page).toHaveURL(new RegExp(`/date/${id}/spaces(\\?.*)?$`));
  await expect(page.getByRole('heading', { name: /^Spaces — / })).toBeVisible();
  await checkPage(page, 'next-market-spaces');
});
