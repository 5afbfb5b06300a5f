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

interface MailboxEntry {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  sentAt: string;
}

/** Waits for the newest message to an address in the local mailbox. */
export async function latestMailTo(page: Page, to: string, after: string): Promise<MailboxEntry> {
  let found: MailboxEntry | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get('/_mailbox.json');
      const all = (await res.json()) as MailboxEntry[];
      found = all.find((m) => m.to === to && m.sentAt > after);
      return !!found;
    })
    .toBe(true);
  return found!;
}
