import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_VENDOR, signInWithForm, signOut } from './helpers.js';

test('a visitor sees the landing page with its three actions', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^MarketDay - /);
  await expect(page.getByRole('link', { name: /apply/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /map/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /login/i }).first()).toBeVisible();
});

test('the demo admin signs in, lands on /admin, and signs out', async ({ page }) => {
  await signInWithForm(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveTitle('MarketDay - Dashboard');
  await checkPage(page, 'admin-dashboard');
  await signOut(page);
  // Signed out means signed out: the admin screen sends the visitor back to sign in.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth/);
});

test('the demo vendor signs in and lands on the vendor dashboard; admin screens send it back there', async ({
  page,
}) => {
  await signInWithForm(page, DEMO_VENDOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(page.getByText('Hello Sunny Acres Farm!')).toBeVisible();
  await checkPage(page, 'vendor-dashboard');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
});

test('a wrong password shows "Login Failed"', async ({ page }) => {
  await signInWithForm(page, DEMO_ADMIN, 'Wrong-password-1');
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password').first()).toBeVisible();
  await checkPage(page, 'login-failed');
  await expect(page).toHaveURL(/\/auth/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/screen');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});
