import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';
import { createVendorEditTestData } from './admin-vendor-edit-data.js';

test("an admin edits a vendor's override price and sees the spaces screen's fee change", async ({ page }) => {
  test.setTimeout(90_000);
  const { vendor, marketDate } = await createVendorEditTestData();
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');

  const fee = page.locator('tr[data-space="E1"] [data-price-source]');
  await page.goto(`/date/${marketDate.id}/spaces`);
  await expect(fee).toBeVisible();
  await expect(fee).not.toHaveAttribute('data-price-source', 'vendor_override');

  // From the vendor's details to its edit screen.
  await page.goto(`/vendor/${vendor.id}`);
  await page.getByRole('link', { name: 'Edit Vendor' }).click();
  await expect(page).toHaveURL(`/admin/vendors/${vendor.id}/edit`);
  await expect(page.getByRole('heading', { name: `Edit Vendor: ${vendor.name}` })).toBeVisible();
  await expect(page).toHaveTitle('MarketDay - Edit Vendor');
  await expect(page.getByLabel('Business name')).toHaveValue(vendor.name);
  await checkPage(page, 'vendor-edit');

  await page.getByLabel('Override base price').fill('77.00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Vendor updated')).toBeVisible();
  // The audit log beside the form shows the change.
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row', { name: /Updated overrideBasePrice/ })).toContainText('77.00');

  // The other address of the same screen.
  await page.goto(`/admin/vendor-edit/${vendor.id}`);
  await expect(page.getByLabel('Override base price')).toHaveValue('$77.00');

  await page.goto(`/date/${marketDate.id}/spaces`);
  await expect(fee).toHaveAttribute('data-price-source', 'vendor_override');
  await expect(fee).toContainText('$77');
  await fee.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Vendor override price');
});

test('an admin adds a vendor directly from the vendor list', async ({ page }) => {
  const tag = Date.now().toString(36);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  await page.goto('/admin/vendors');
  await page.getByRole('link', { name: 'New Vendor' }).click();
  await expect(page.getByRole('heading', { name: 'New Vendor' })).toBeVisible();
  await checkPage(page, 'vendor-new');

  await page.getByLabel('Business name').fill(`Fog Hollow Mushrooms ${tag}`);
  await page.getByLabel('Contact name').fill('Sky Forager');
  await page.getByLabel('Email').fill(`fog-${tag}@example.com`);
  await page.getByLabel('Phone').fill('(415) 555-0199');
  await page.getByRole('combobox', { name: 'Vendor type' }).click();
  await page.getByRole('option', { name: 'Farmers/Produce', exact: true }).click();
  await page.getByRole('button', { name: 'Create Vendor' }).click();
  await expect(page.getByText('Vendor created')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Fog Hollow Mushrooms ${tag}`, exact: true })).toBeVisible();
  await checkPage(page, 'vendor-details-after-create');
});
