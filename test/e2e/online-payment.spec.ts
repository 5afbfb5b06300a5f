import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, paymentLinkCode, signIn } from './helpers.js';
import { createOnlinePaymentData } from './online-payment-data.js';

// A vendor opens the payment link from a text message on a phone.
test.use({ viewport: { width: 375, height: 812 } });

test('a vendor pays by card through the checkout, requests next week’s market, and owes nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const { vendor, request } = await createOnlinePaymentData();

  // The payment link, made as the vendor's own screen makes it (signed in), then opened signed out.
  const shortCode = await paymentLinkCode(page, request.id);

  await page.goto(`/p/${shortCode}`);
  await expect(page.getByRole('heading', { name: 'Payment Details' })).toBeVisible();
  await expect(page.getByText(vendor.name)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Debit / Credit Card' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await checkPage(page, 'payment');

  // One tap: the local test checkout stands in for the card provider's hosted page.
  await page.getByRole('button', { name: 'Pay $45.00' }).click();
  await expect(page).toHaveURL(/\/_stripe\/checkout\//);
  await page.getByRole('button', { name: /^Pay/ }).click();

  await expect(page).toHaveURL(/\/p\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('$45.00', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Next Week's Market" })).toBeVisible();
  await expect(page.getByText('Sunday, June 11, 2034')).toBeVisible();
  await checkPage(page, 'payment-success');

  await page.getByRole('button', { name: 'Yes, Request Space' }).click();
  await expect(page.getByText('Requested: awaiting approval')).toBeVisible();
  await expect(page.getByRole('button', { name: 'No, Skip Next Week' })).toBeHidden();
  await checkPage(page, 'payment-success-next-requested');

  // Space History: the paid date owes nothing.
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  await page.goto(`/vendor/${vendor.id}/requests`);
  await expect(page.getByRole('heading', { name: `${vendor.name} Space Requests` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Paid' })).toContainText('$45.00');
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('$0.00');
  await checkPage(page, 'space-history-paid');
});
