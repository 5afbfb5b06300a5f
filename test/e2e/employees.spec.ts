import { checkPage, expect, test } from './fixtures.js';
import { DEMO_PASSWORD, DEMO_VENDOR, signIn, signInWithForm, signOut } from './helpers.js';

const EMPLOYEE_PASSWORD = 'Market-helper-5';

test('a vendor adds an employee, grants space requests only, and the employee sees only what was granted', async ({
  page,
}) => {
  // Two people, a mailbox and a dozen screens, each checked at two sizes.
  test.slow();
  const email = `helper-${Date.now()}@example.com`;

  await signIn(page, DEMO_VENDOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await checkPage(page, 'vendor-dashboard');
  await page.getByRole('link', { name: 'Users / Employees' }).first().click();
  await expect(page.getByRole('heading', { name: 'Users / Employees' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await checkPage(page, 'employees');

  // Add the employee, without handing over every permission.
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await add.getByRole('button', { name: 'Add User' }).click();
  await expect(add.getByText('Invalid email address')).toBeVisible();
  await add.getByRole('textbox', { name: 'Name' }).fill('Riley Helper');
  await add.getByRole('textbox', { name: 'Email' }).fill(email);
  await add.getByRole('textbox', { name: 'Phone' }).fill('707-555');
  await add.getByRole('button', { name: 'Add User' }).click();
  await expect(add.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await add.getByRole('textbox', { name: 'Phone' }).fill('707-555-0199');
  await add.getByLabel('Grant all my permissions').uncheck();
  await checkPage(page, 'employees-add');
  await add.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('Vendor user created successfully')).toBeVisible();

  // Grant space requests (view and request), nothing of documents or users.
  const row = page.getByRole('row', { name: /Riley Helper/ });
  await row.getByRole('button', { name: 'Permissions' }).click();
  const editor = page.getByRole('dialog', { name: 'Permissions: Riley Helper' });
  await expect(editor.getByRole('group', { name: 'Space Requests' })).toBeVisible();
  await expect(editor.getByRole('group', { name: 'Users' })).toBeVisible();
  await editor.getByLabel('View space requests').click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(editor.getByLabel('View space requests')).toBeChecked();
  await editor.getByLabel('Request space').click();
  await expect(editor.getByLabel('Request space')).toBeChecked();
  await expect(editor.getByLabel('View users')).not.toBeChecked();
  await checkPage(page, 'employees-permissions');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await signOut(page);

  // The employee opens the e-mailed link and sets a password.
  let link = '';
  await expect
    .poll(async () => {
      const res = await page.request.get('/_mailbox.json');
      const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
      const mail = messages.find((m) => m.to === email);
      link = mail?.text.match(/https?:\/\/\S+reset-password\?\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(EMPLOYEE_PASSWORD);
  await page.getByLabel('Confirm password').fill(EMPLOYEE_PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Your password has been set. Please log in with your new password.')).toBeVisible();

  await signInWithForm(page, email, EMPLOYEE_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await checkPage(page, 'vendor-dashboard');
  // Granted: space requests. Not granted: users (no menu entry, and the address answers Access Denied).
  await expect(page.getByRole('link', { name: 'Space Requests' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Users / Employees' })).toHaveCount(0);
  await page.goto('/vendor/profile/users');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText("You don't have permission to view users.")).toBeVisible();
  await page.goto('/vendor/profile/business-details');
  await expect(page.getByText("You don't have permission to view the vendor profile.")).toBeVisible();
});

test('a vendor changes a business detail inline and turns Auto Request on; Profile Settings saves the name', async ({
  page,
}) => {
  await signIn(page, DEMO_VENDOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await checkPage(page, 'vendor-dashboard');
  await page.goto('/vendor/profile/business-details');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Website' }).click();
  await page.getByRole('textbox', { name: 'Website' }).fill('sunny-acres.example.com');
  await checkPage(page, 'business-details-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Vendor information updated successfully')).toBeVisible();
  await expect(page.getByText('http://sunny-acres.example.com')).toBeVisible();

  const autoRequest = page.getByLabel('Auto Request');
  const wasOn = await autoRequest.isChecked();
  await autoRequest.click();
  await expect(page.getByText('Setting Updated')).toBeVisible();
  await expect(autoRequest).toBeChecked({ checked: !wasOn });
  await autoRequest.click();
  await expect(autoRequest).toBeChecked({ checked: wasOn });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await checkPage(page, 'profile-settings');
  await page.getByRole('textbox', { name: 'Phone' }).fill('123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).fill('(707) 555-0101');
  await page.getByRole('textbox', { name: 'Name' }).fill('Sam Rivera');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
});
