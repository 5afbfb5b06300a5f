import { randomBytes } from 'node:crypto';
import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, signOut } from './helpers.js';
import { createMarketsTestSeller, SELLER_PASSWORD } from './markets-data.js';
import { pickDay } from './date-picker.js';

/*
 * Several markets (issue: any market, any day). An admin creates a Saturday market with its hours, lays out its
 * default layout and makes its season; the market's dates are Saturdays that start from that layout, listed under
 * that market alone. The admin then adds the market to a farm that sold at the Sunday market only, and the farm
 * requests a Saturday there and a Sunday at the Sunday market and sees both, each named by its market.
 */

const tag = randomBytes(3).toString('hex');
const MARKET = { name: `Harbor Saturday Market ${tag}`, shortName: `Harbor ${tag}` };

/** The admin makes the Saturday market on /admin/markets and answers its id. */
async function createSaturdayMarket(page: Page): Promise<string> {
  await page.goto('/admin/markets');
  await expect(page).toHaveTitle('MarketDay - Markets');
  await expect(page.getByRole('heading', { name: 'Markets', level: 1 })).toBeVisible();
  // The demo's two markets, with their days and hours in words.
  await expect(page.getByText('Every Sunday 9:00 AM to 1:00 PM').first()).toBeVisible();
  await expect(page.getByText('Every Wednesday 4:00 PM to 8:00 PM').first()).toBeVisible();
  await checkPage(page, 'admin-markets');

  await page.getByRole('button', { name: 'Add Market' }).click();
  const form = page.getByRole('dialog', { name: 'Add Market' });
  await form.getByLabel('Market name').fill(MARKET.name);
  await form.getByLabel('Short name').fill(MARKET.shortName);
  await form.getByLabel('Address').fill('1 Harbor Way, Bodega Bay, CA 94923');
  await form.getByRole('checkbox', { name: 'Saturday' }).check();
  await form.getByLabel('Saturday opens').fill('08:00');
  await form.getByLabel('Saturday closes').fill('12:30');
  await checkPage(page, 'admin-markets-add');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/markets') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Save' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  await expect(page.getByText('Market created')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByText('Every Saturday 8:00 AM to 12:30 PM')).toBeVisible();
  return ((await answer.json()) as { id: string }).id;
}

/** The date as the vendor's screens write it: "Sat, May 3, 2036". */
const shown = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

test('an admin creates a Saturday market with its layout and season; a vendor requests a date there and at the Sunday market', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const SATURDAY = '2036-05-03';
  const SUNDAY = '2036-05-04';
  const seller = await createMarketsTestSeller(SUNDAY);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  const marketId = await createSaturdayMarket(page);

  // Its default layout: two spaces.
  await page.goto(`/layout/default?market=${marketId}`);
  await page.getByRole('button', { name: 'Add space' }).click();
  await page.getByRole('button', { name: 'Add space' }).click();
  await page.getByRole('button', { name: 'Save layout' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

  // Its season: the Saturdays of May 2036, each starting from that layout.
  await page.goto(`/admin/market-dates?market=${marketId}`);
  await expect(page).toHaveTitle('MarketDay - Market Dates');
  await page.getByRole('button', { name: 'New Season' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Market Dates' });
  await expect(dialog.getByRole('combobox', { name: 'Market' })).toHaveValue(MARKET.name);
  await expect(dialog.getByText('Every Saturday 8:00 AM to 12:30 PM')).toBeVisible();
  await dialog.getByRole('button', { name: /^Season/ }).click();
  await pickDay(page, '2036-05-01');
  await pickDay(page, '2036-05-31');
  await expect(dialog.getByText('5 Saturdays')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Season' }).click();
  await expect(page.getByText('Created 5 market dates')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Listed under its market: five Saturdays, each with the market's two spaces.
  const rows = page.getByRole('row').filter({ hasText: /^Sat, May \d+, 2036/ });
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('Sat, May 3, 2036');
  await expect(rows.last()).toContainText('Sat, May 31, 2036');
  for (const row of await rows.all()) await expect(row).toContainText('0 / 2 spaces');

  // The farm may now request the Saturday market's dates too.
  await page.goto(`/admin/vendors/${seller.vendor.id}/edit`);
  const markets = page.getByRole('group', { name: 'Markets' });
  await expect(markets.getByRole('checkbox', { name: 'MarketDay Town Square Market' })).toBeChecked();
  await markets.getByRole('checkbox', { name: MARKET.name }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Vendor updated')).toBeVisible();
  await signOut(page);

  await signIn(page, seller.user.email, SELLER_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await page.getByRole('link', { name: 'Manage Space Requests' }).click();
  await expect(page).toHaveURL(/\/vendor\/space-requests$/);
  const row = (isoDate: string) => page.getByTestId('market-date-row').filter({ hasText: shown(isoDate) });
  const more = page.getByRole('button', { name: 'Show More' });
  await expect(page.getByTestId('market-date-row').first()).toBeVisible();
  while (await more.isVisible()) await more.click();
  await expect(row(SATURDAY)).toContainText(MARKET.shortName);
  await expect(row(SUNDAY)).toContainText('Town Square');
  await checkPage(page, 'vendor-space-requests');
  for (const date of [SATURDAY, SUNDAY]) {
    await row(date)
      .getByRole('button', { name: `Request ${shown(date)}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Request' }).click();
    await expect(row(date).getByText('Requested')).toBeVisible();
  }

  // Both requests count on the dashboard.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(
    page.getByRole('group', { name: 'Pending Space Requests', exact: true }).getByTestId('card-value'),
  ).toHaveText('2');
});
