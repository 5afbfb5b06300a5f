import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';
import { createRequestsTestDate } from './market-requests-data.js';

/** The status filter is a segmented control: its radios are hidden behind their labels, which take the click. */
const statusFilter = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Status' }).getByText(name, { exact: true }).click();

const rowOf = (page: Page, name: string) => page.locator(`tr[data-vendor="${name}"]`);

test('an admin approves, rejects as Cancel Date, and approves two requests in bulk', async ({ page }) => {
  test.setTimeout(120_000);
  const { marketDate, vendors } = await createRequestsTestDate();
  const { alder, birch, cedar, dogwood, elm } = vendors;
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');

  await page.goto(`/date/${marketDate.id}/requests?status=all&type=all`);
  await expect(page.getByRole('heading', { name: 'Market Requests — Sunday, June 5, 2033' })).toBeVisible();
  await expect(page).toHaveTitle('MarketDay - Market Requests');
  await expect(page.locator('tbody tr')).toHaveCount(5);
  await expect(rowOf(page, alder.name).getByRole('link', { name: alder.name })).toHaveAttribute(
    'href',
    `/vendor/${alder.id}`,
  );
  await expect(rowOf(page, alder.name).getByText(`Notes of ${alder.name}`)).toBeVisible();

  // A vendor who is not approved cannot be approved, and the button says why.
  await expect(rowOf(page, elm.name).getByText('Not Approved')).toBeVisible();
  const blocked = rowOf(page, elm.name).getByRole('button', { name: `Approve ${elm.name}` });
  await expect(blocked).toHaveAttribute('aria-disabled', 'true');
  await blocked.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Vendor must be approved before approving space requests');

  // Approve one.
  await rowOf(page, alder.name)
    .getByRole('button', { name: `Approve ${alder.name}` })
    .click();
  await expect(page.getByText('Space request approved')).toBeVisible();
  await expect(rowOf(page, alder.name).getByText('Approved', { exact: true })).toBeVisible();

  // Reject one as Cancel Date, with a reason.
  await rowOf(page, birch.name)
    .getByRole('button', { name: `Reject ${birch.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Reject — ${birch.name}` });
  await expect(dialog).toBeVisible();
  await checkPage(page, 'market-requests-reject-dialog');
  await dialog.getByLabel('Reason (optional)').fill('The stall will not be ready');
  await dialog.getByRole('button', { name: 'Cancel Date' }).click();
  await expect(page.getByText('Market date cancelled')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, birch.name).getByText('Canceled', { exact: true })).toBeVisible();
  await expect(rowOf(page, birch.name).getByRole('button', { name: `Reopen ${birch.name}` })).toBeVisible();

  // Approve two in one go.
  await rowOf(page, cedar.name)
    .getByRole('checkbox', { name: `Select ${cedar.name}` })
    .check();
  await rowOf(page, dogwood.name)
    .getByRole('checkbox', { name: `Select ${dogwood.name}` })
    .check();
  await page.getByRole('button', { name: 'Approve Selected (2)' }).click();
  await expect(page.getByText('2 requests updated')).toBeVisible();
  await expect(rowOf(page, cedar.name).getByText('Approved', { exact: true })).toBeVisible();
  await expect(rowOf(page, dogwood.name).getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve Selected (0)' })).toBeDisabled();
  await checkPage(page, 'market-requests-after-actions');

  // The status filter goes to the address bar and to the server.
  await statusFilter(page, 'Approved');
  await expect(page).toHaveURL(/[?&]status=approved/);
  await expect(page.locator('tbody tr')).toHaveCount(3);
  await statusFilter(page, 'Canceled');
  await expect(page).toHaveURL(/[?&]status=canceled/);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(rowOf(page, birch.name)).toBeVisible();
  await statusFilter(page, 'Skipped');
  await expect(page.getByText('No requests found')).toBeVisible();
  await checkPage(page, 'market-requests-empty');
});
