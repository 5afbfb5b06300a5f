import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-market-1';
export const DEMO_ADMIN = 'admin@example.com';
export const DEMO_VENDOR = 'vendor@example.com';

export async function signIn(page: Page, emailOrPhone: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email or phone').fill(emailOrPhone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}
