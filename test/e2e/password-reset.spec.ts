import { checkPage, expect, test } from './fixtures.js';
import { signInWithForm } from './helpers.js';

const VENDOR_EMAIL = 'jordan@example.com';
const NEW_PASSWORD = 'Fresh-tomatoes-7';

test("a vendor's employee requests a reset, follows the e-mailed link, sets a new password and signs in with it", async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: /forgot password/i }).click();
  await page.getByLabel('Email or phone').fill(VENDOR_EMAIL);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Reset link sent')).toBeVisible();
  await checkPage(page, 'forgot-password-sent');

  // The local mailbox keeps what the product sent; a person opens it and clicks the link.
  await expect
    .poll(async () => {
      await page.goto('/_mailbox');
      return page.getByRole('link', { name: /reset-password/ }).count();
    })
    .toBeGreaterThan(0);
  await page
    .getByRole('link', { name: /reset-password/ })
    .first()
    .click();

  await expect(page.getByText('Reset Your Password')).toBeVisible();
  await checkPage(page, 'reset-password');
  const submit = page.getByRole('button', { name: /reset password/i });
  await page.getByLabel('New password', { exact: true }).fill('short');
  await expect(submit).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    page.getByText('Your password has been reset successfully. Please log in with your new password.'),
  ).toBeVisible();
  await checkPage(page, 'reset-password-done');

  await signInWithForm(page, VENDOR_EMAIL, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
});
