import { readFile } from 'node:fs/promises';
import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, paymentLinkCode, signIn } from './helpers.js';
import { createTenderData } from './tender-data.js';

test('a vendor splits its sales by tender; an admin records its SNAP tokens and downloads the reimbursement CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { vendor, request, marketDate } = await createTenderData();

  // The vendor's payment link, opened signed out as from a text message.
  const shortCode = await paymentLinkCode(page, request.id);

  await page.goto(`/p/${shortCode}`);
  await expect(page.getByRole('heading', { name: 'Payment Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Enter/Update Sales Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter/Update Sales Information' });
  await dialog.getByLabel('Gross Sales ($)').fill('850');
  await dialog.getByRole('switch', { name: /Split by tender/ }).check();
  await dialog.getByLabel('Card', { exact: true }).fill('600');
  await dialog.getByLabel('SNAP/EBT tokens').fill('200');
  await expect(dialog.getByText('Left to split: $50.00')).toBeVisible();
  await checkPage(page, 'sales-split');
  await dialog.getByLabel('Cash', { exact: true }).fill('50');
  await expect(dialog.getByText('The parts add up to the gross sales.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  // 10 % of $850.00 is $85.00, above the $25.00 base.
  await expect(page.getByRole('button', { name: 'Pay $85.00' })).toBeVisible();

  // The admin records the SNAP tokens the stand turned in.
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  await page.goto(`/date/${marketDate.id}/tokens`);
  await expect(page.getByRole('heading', { name: 'Tokens Redeemed — Sunday, June 2, 1996' })).toBeVisible();
  await checkPage(page, 'tokens');
  await page.getByLabel(`SNAP/EBT tokens, ${vendor.name}`).fill('200');
  await page.getByRole('button', { name: `Save tokens of ${vendor.name}` }).click();
  await expect(page.getByText('Tokens saved').first()).toBeVisible();

  // The proceeds show the split.
  await page
    .getByRole('navigation', { name: /market date/i })
    .getByRole('link', { name: 'Proceeds' })
    .click();
  const split = page.getByRole('region', { name: 'Sales by tender' });
  await expect(split).toContainText('$600.00 (70.6%)');
  await expect(split).toContainText('$200.00 (23.5%)');
  await checkPage(page, 'proceeds-split');

  // What the market owes for June 1996, and its CSV.
  await page.goto('/reports/token-reimbursement?from=1996-06-01&to=1996-06-30');
  const table = page.getByRole('table', { name: 'Token Reimbursement' });
  await expect(table.getByRole('row', { name: new RegExp(vendor.name) })).toContainText('$200.00');
  await checkPage(page, 'token-reimbursement');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('token-reimbursement-1996-06-01-to-1996-06-30.csv');
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('Vendor,SNAP/EBT tokens,Market tokens,WIC/FMNP coupons,Total,Market dates,From,To');
  expect(lines).toContain(`${vendor.name},200.00,0.00,0.00,200.00,1,1996-06-01,1996-06-30`);
});
