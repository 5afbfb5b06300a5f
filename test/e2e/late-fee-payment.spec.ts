import { REQUESTS_MSG } from '../../shared/request-messages.js';
import { TEST_NOW_HEADER } from '../../local/api-server.js';
import { checkPage, expect, test } from './fixtures.js';
import { DEMO_PASSWORD, DEMO_VENDOR, signInWithForm } from './helpers.js';
import { createApprovedRequests } from './vendor-cancel-data.js';

/*
 * Issue 25: the late cancellation fee a vendor is told to pay can be paid, on a phone, through the local checkout.
 * The space is sales-based (5%), as the demo vendor's are: its fee is still payable before the market date.
 * Browser and server both read Wednesday 28 May 2092, noon in the market's zone: Sunday 1 June's deadline has passed.
 */
test.use({ viewport: { width: 375, height: 812 } });

const NOW = new Date('2092-05-28T19:00:00.000Z');
const DATE = /Jun 1, 2092/;

test('a vendor who cancels late pays the $15.00 fee by card and is told what was paid', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(NOW);
  await page.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: NOW.toISOString() });
  await signInWithForm(page, DEMO_VENDOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await checkPage(page, 'vendor-dashboard');
  const me = await page.request.get('/api/auth/user', { headers: { 'x-requested-with': 'marketday' } });
  const { vendorId } = (await me.json()) as { vendorId: string };
  const data = await createApprovedRequests(vendorId, ['2092-06-01'], { salesBasedRate: 5 });
  try {
    await page.goto('/vendor/space-requests');
    await expect(page.getByTestId('market-date-row').first()).toBeVisible();
    const more = page.getByRole('button', { name: REQUESTS_MSG.showMore });
    if (await more.isVisible()) await more.click();
    const row = page.getByTestId('market-date-row').filter({ hasText: DATE });

    await row.getByRole('button', { name: new RegExp(`^${REQUESTS_MSG.cancel} `) }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm Cancel' }).click();
    await expect(page.getByText(REQUESTS_MSG.lateCancellation('$15.00'))).toBeVisible();

    await row.getByRole('button', { name: new RegExp(`^${REQUESTS_MSG.pay} `) }).click();
    await expect(page).toHaveURL(/\/p\/[\w-]+$/);
    await expect(page.getByText('Late Cancellation Fee', { exact: true })).toBeVisible();
    // "Use a Different Debit / Credit Card" when the vendor has cards saved.
    await page.getByRole('radio', { name: /Debit \/ Credit Card$/ }).check();
    await checkPage(page, 'late-fee-payment');
    await page.getByRole('button', { name: 'Pay $15.00' }).click();

    await expect(page).toHaveURL(/\/_stripe\/checkout\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $15.00' }).click();

    await expect(page).toHaveURL(/\/p\/success\?session_id=/);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByTestId('paid-amount')).toHaveText('$15.00');
    await expect(page.getByTestId('paid-for')).toHaveText(
      'Late Cancellation Fee for the market on Sunday, June 1, 2092',
    );
    await checkPage(page, 'late-fee-paid');
  } finally {
    await data.remove();
  }
});
