import { REQUESTS_MSG } from '../../shared/request-messages.js';
import { TEST_NOW_HEADER } from '../../local/api-server.js';
import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_PASSWORD, DEMO_VENDOR, signIn } from './helpers.js';
import { createApprovedRequests } from './vendor-cancel-data.js';

/*
 * Spec 3 §4 (Skip (vendor)): backing out of an approved date before 23:59:59.999 on the Tuesday before the market
 * date skips it, free; after the deadline the button is Cancel, and the late-cancellation fee (the demo market's
 * setting: $15.00) is charged and a warning toast says so.
 * The browser's clock and the server's (through the test stack's clock header) both read Wednesday 6 June 2091,
 * noon in the market's zone: the deadline of Sunday 10 June has passed, the one of Sunday 17 June has not.
 */
const NOW = new Date('2091-06-06T19:00:00.000Z');
const LATE_DATE = '2091-06-10';
const IN_TIME_DATE = '2091-06-17';

async function openSpaceRequestsAt(page: Page, marketDate: string) {
  await page.clock.setFixedTime(NOW);
  await page.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: NOW.toISOString() });
  await signIn(page, DEMO_VENDOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await checkPage(page, 'vendor-dashboard');
  const me = await page.request.get('/api/auth/user', { headers: { 'x-requested-with': 'marketday' } });
  const { vendorId } = (await me.json()) as { vendorId: string };
  const data = await createApprovedRequests(vendorId, [marketDate]);
  await page.goto('/vendor/space-requests');
  await expect(page.getByRole('heading', { name: REQUESTS_MSG.spaceRequestsTitle })).toBeVisible();
  // Earlier dates still owed on come first: the test's date may sit behind Show More.
  await expect(page.getByTestId('market-date-row').first()).toBeVisible();
  const more = page.getByRole('button', { name: REQUESTS_MSG.showMore });
  if (await more.isVisible()) await more.click();
  return data;
}

const rowOf = (page: Page, label: string) => page.getByTestId('market-date-row').filter({ hasText: label });

async function cancel(page: Page, label: string) {
  await rowOf(page, label)
    .getByRole('button', { name: `${REQUESTS_MSG.cancel} ${label}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(REQUESTS_MSG.cancelQuestion)).toBeVisible();
  await checkPage(page, 'cancel-question');
  await dialog.getByRole('button', { name: 'Confirm Cancel' }).click();
}

test('a vendor cancelling after the Tuesday deadline is warned of the late fee and owes it', async ({ page }) => {
  const label = 'Sun, Jun 10, 2091';
  const data = await openSpaceRequestsAt(page, LATE_DATE);
  try {
    await expect(rowOf(page, label).getByText('Approved')).toBeVisible();
    await cancel(page, label);

    await expect(page.getByText(REQUESTS_MSG.lateCancellation('$15.00'))).toBeVisible();
    const row = rowOf(page, label);
    await expect(row.getByText('Canceled')).toBeVisible();
    await expect(row.getByRole('button', { name: `${REQUESTS_MSG.cancel} ${label}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `${REQUESTS_MSG.pay} ${label}` })).toBeVisible();
    await expect(page.getByText(REQUESTS_MSG.lateCancellationBanner('$15.00', label))).toBeVisible();

    await row.getByRole('button', { name: `Show details of ${label}` }).click();
    const receipt = page.getByRole('table', { name: `Receipt for ${LATE_DATE}` });
    await expect(receipt.getByRole('row', { name: /Late cancellation fee/ })).toContainText('$15.00');
    await expect(receipt.getByRole('row', { name: /Amount due/ })).toContainText('$15.00');
    await expect(page.getByTestId('receipt-balance')).toHaveText('$15.00');
    await checkPage(page, 'space-requests-late-cancel');
  } finally {
    await data.remove();
  }
});

test('a vendor backing out before the deadline skips the date and owes nothing', async ({ page }) => {
  const label = 'Sun, Jun 17, 2091';
  const data = await openSpaceRequestsAt(page, IN_TIME_DATE);
  try {
    await expect(rowOf(page, label).getByRole('button', { name: `${REQUESTS_MSG.cancel} ${label}` })).toHaveCount(0);
    await rowOf(page, label)
      .getByRole('button', { name: `${REQUESTS_MSG.skip} ${label}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm Skip' }).click();

    await expect(page.getByText(REQUESTS_MSG.skipped)).toBeVisible();
    await expect(page.getByText(/late cancellation fee of/)).toHaveCount(0);
    const row = rowOf(page, label);
    await expect(row.getByText('Skipped')).toBeVisible();
    await expect(row.getByRole('button', { name: `${REQUESTS_MSG.pay} ${label}` })).toHaveCount(0);

    await row.getByRole('button', { name: `Show details of ${label}` }).click();
    const receipt = page.getByRole('table', { name: `Receipt for ${IN_TIME_DATE}` });
    await expect(receipt.getByRole('row', { name: /Late cancellation fee/ })).toHaveCount(0);
    await expect(page.getByTestId('receipt-balance')).toHaveText('$0.00');
    await checkPage(page, 'space-requests-cancel-in-time');
  } finally {
    await data.remove();
  }
});
