import { readFile } from 'node:fs/promises';
import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';

/**
 * The Attendance report over the demo market's season: filtered by vendor type, downloaded as CSV, and with a
 * historical date imported from a file showing in its trend.
 */
const rowTexts = (page: Page) =>
  page
    .getByRole('table', { name: 'Attendance' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));

test('an admin opens Attendance, filters it, downloads its CSV and sees imported historical data in the trend', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  const year = new Date().getFullYear();
  const historicalDate = `${year}-01-04`;

  // Historical data: one file, one call.
  await page.goto('/admin/historical-data');
  await expect(page.getByRole('heading', { name: 'Historical Data' })).toBeVisible();
  await checkPage(page, 'historical-data');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'ledger.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `marketDate,vendorType,vendorCount,grossSales,proceeds,notes\n${historicalDate},Bakery,17,"$12,500.00",900,"Cold, windy"\n`,
    ),
  });
  await dialog.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.getByText('1 row imported')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Historical Data' })).toContainText('$12,500.00');

  // Attendance over this year's season, from the Reports menu.
  await page.goto(`/reports/attendance?from=${year}-01-01&to=${year}-12-31`);
  await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('MarketDay - Attendance');
  await expect(page.getByRole('table', { name: 'Attendance' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Across the season' })).toBeVisible();
  await checkPage(page, 'report-attendance');
  const all = await rowTexts(page);
  expect(all.length).toBeGreaterThan(1);
  expect(all[0]).toEqual([historicalDate, 'Bakery', '17', '17', '17', '0', '0', 'Historical']);

  // Filter: Crafts only.
  await page.getByRole('combobox', { name: 'Vendor type' }).click();
  await page.getByRole('option', { name: 'Crafts' }).click();
  await expect(page).toHaveURL(/vendorTypeId=3/);
  await expect
    .poll(async () => {
      const rows = await rowTexts(page);
      return rows.length > 0 && rows.every((r) => r[1] === 'Crafts');
    })
    .toBe(true);
  const crafts = await rowTexts(page);

  // The CSV holds exactly the rows shown.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`attendance-${year}-01-01-to-${year}-12-31.csv`);
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('Date,Vendor type,Requested,Approved,Attended,Skipped,Canceled,Source');
  expect(lines.slice(1)).toEqual(crafts.map((r) => r.join(',')));

  const removed = await page.request.delete(`/api/admin/historical-data/${historicalDate}/4`, {
    headers: { 'x-requested-with': 'marketday' },
  });
  expect(removed.status()).toBe(204);
});

test('an anonymous visitor opening a report is sent to sign in', async ({ page }) => {
  await page.goto('/reports/market-proceeds');
  await expect(page).toHaveURL(/\/auth/);
  await checkPage(page, 'report-anonymous');
});
