import { randomBytes } from 'node:crypto';
import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';

/*
 * Import Vendors: the admin uploads a market's spreadsheet saved as CSV (semicolons, its own header names), sees the
 * columns matched and the first rows, checks the rows (one has a bad phone number), imports the valid one and finds
 * the new vendor in the vendor list.
 */

const tag = randomBytes(3).toString('hex');
const digits = String(Number.parseInt(randomBytes(3).toString('hex'), 16) % 10_000_000).padStart(7, '0');
const NAME = `Thistledown Orchard ${tag}`;
const CSV = [
  'Vendor;Contact;E-mail;Phone;Category;Products',
  `${NAME};Robin Vale;import-${tag}@example.org;(530) ${digits.slice(0, 3)}-${digits.slice(3)};Farmers/Produce;"Apples;\npears"`,
  `Bramblegate Bakery ${tag};Sky Lane;bramble-${tag}@example.org;555-01;Bakery;Bread`,
].join('\r\n');

test('an admin imports a vendor from a spreadsheet saved as CSV and finds it in the vendor list', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto('/admin/import');
  await expect(page).toHaveTitle('MarketDay - Import Vendors');
  await expect(page.getByRole('heading', { name: 'Import Vendors', level: 1 })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'vendors.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV, 'utf8'),
  });
  const preview = page.getByRole('table', { name: "The file's first rows" });
  await expect(preview.getByText(NAME)).toBeVisible();
  // The header names were recognised: "Vendor" is the business name, "Category" the vendor type.
  await expect(page.getByRole('combobox', { name: /^Business Name/ })).toHaveValue('Vendor');
  await expect(page.getByRole('combobox', { name: /^Vendor Type/ })).toHaveValue('Category');
  await checkPage(page, 'admin-import-matched');

  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(page.getByText('1 row is ready to import.')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Rows with problems' });
  await expect(problems.getByText('Phone number must be at least 10 digits')).toBeVisible();

  await page.getByRole('button', { name: 'Import 1 vendor' }).click();
  await expect(page.getByRole('heading', { name: '1 vendor imported.' })).toBeVisible();
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();
  await checkPage(page, 'admin-import-done');

  // The screen on a phone: the preview scrolls, the problems become cards.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('list', { name: 'Rows with problems' })).toBeVisible();
  await checkPage(page, 'admin-import-phone');
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto(`/admin/vendors?search=${encodeURIComponent(NAME)}`);
  await expect(page.getByText(NAME).first()).toBeVisible();
});
