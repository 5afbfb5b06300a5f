import { expect, type Page } from '@playwright/test';
import { checkPage } from './fixtures.js';

export const DEMO_PASSWORD = 'Demo-market-1';
export const DEMO_ADMIN = 'admin@example.com';
export const DEMO_VENDOR = 'vendor@example.com';

/**
 * Signs in as the sign-in page does (the same call and cookie), then opens the home screen the form leads to (an
 * admin's dashboard, else the vendor's). Only tests of sign-in itself go through the form (signInWithForm): the form
 * and its screen are the same in every test, and filling them in costs each test a page load and an accessibility
 * check.
 */
export async function signIn(page: Page, emailOrPhone: string, password: string) {
  const login = await page.request.post('/api/auth/login', {
    data: { emailOrPhone, password },
    headers: { 'x-requested-with': 'marketday' },
  });
  expect(login.ok(), `Sign-in of ${emailOrPhone} answered ${login.status()}`).toBe(true);
  const { role } = (await login.json()) as { role: string };
  await page.goto(role === 'admin' ? '/admin' : '/vendor/dashboard');
}

export async function signInWithForm(page: Page, emailOrPhone: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email or phone').fill(emailOrPhone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs out from the account menu; the sign-in screen it lands on is checked like any screen shown. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Goodbye!')).toBeVisible();
  await checkPage(page, 'signed-out');
}

/**
 * A request's payment link code, made as the vendor's own screen makes it (signed in as the demo admin), then the
 * page is signed out again, as a vendor opening the link from a text message would be.
 */
export async function paymentLinkCode(page: Page, spaceRequestId: string): Promise<string> {
  const login = await page.request.post('/api/auth/login', {
    data: { emailOrPhone: DEMO_ADMIN, password: DEMO_PASSWORD },
    headers: { 'x-requested-with': 'marketday' },
  });
  expect(login.ok()).toBe(true);
  const made = await page.request.post('/api/public-payments/create-shortcode', {
    data: { spaceRequestId, skipMessage: true },
    headers: { 'x-requested-with': 'marketday' },
  });
  expect(made.ok()).toBe(true);
  const { shortCode } = (await made.json()) as { shortCode: string };
  await page.context().clearCookies();
  return shortCode;
}
