import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';

test('an admin creates an admin, who appears in the list, and deactivates them', async ({ page }) => {
  const tag = Date.now().toString(36);
  const name = `Riley Organizer ${tag}`;
  const email = `riley-${tag}@example.com`;
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Admin Users' })).toBeVisible();
  await expect(page).toHaveTitle('MarketDay - Admin Users');
  await expect(page.getByRole('table', { name: 'Admin Users' })).toContainText(DEMO_ADMIN);

  await page.getByRole('button', { name: 'New Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Admin' });
  await expect(dialog).toBeVisible();
  await checkPage(page, 'new-admin-dialog');
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Create Admin' }).click();
  await expect(page.getByText('Admin user created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await checkPage(page, 'deactivate-admin-dialog');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: `Reactivate ${name}` })).toBeVisible();
});
