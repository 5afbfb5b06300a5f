import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';

/* Bulk Messages against the demo market: a message from a ready-made template, previewed, sent, followed to the end. */

test('an admin writes a bulk message from a template, previews it, sends it and watches it go out', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  await page.goto('/admin/bulk-messages');
  await expect(page.getByRole('heading', { name: 'Bulk Messages', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('MarketDay - Bulk Messages');
  await checkPage(page, 'bulk-messages');

  // One vendor type keeps the message to a few of the demo market's vendors.
  await page.getByRole('combobox', { name: 'Vendor types' }).click();
  // The open list's first choice (the footer's language picker has options too).
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'General announcement' }).click();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('News from the market');
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill(`${await message.inputValue()}The north lot is closed this week, {{vendorName}}.`);

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('bulk-preview');
  await expect(preview.getByText(/^Reaches \d+ vendors?/)).toBeVisible();
  await expect(preview.getByText(/The north lot is closed this week, (?!\{\{)/)).toBeVisible();
  await checkPage(page, 'bulk-messages-preview');
  const reach = Number(/Reaches (\d+)/.exec((await preview.getByText(/^Reaches/).textContent()) ?? '')![1]);
  expect(reach).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this message?' });
  await dialog.getByRole('button', { name: `Send to ${reach}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Message queued for ${reach} vendor`)).toBeVisible();
  await expect(page.getByTestId('bulk-progress')).toHaveText(new RegExp(`^Sent (\\d+) of \\1$`), { timeout: 15_000 });
  await expect(page.getByText('All messages are out')).toBeVisible();
  await checkPage(page, 'bulk-messages-sent');
});

test('an admin edits a message template, previews it with sample values, and switches the edit off again', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  await page.goto('/admin/message-templates');
  await expect(page.getByRole('heading', { name: 'Message Templates', level: 1 })).toBeVisible();
  await checkPage(page, 'message-templates');

  await page.getByRole('textbox', { name: 'Search' }).fill('reminder');
  await page.getByRole('button', { name: 'Edit Space request reminder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit: Space request reminder' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Coming on {{marketDate}}, {{vendorName}}?');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByTestId('template-preview')).toContainText('Coming on Sunday, June 7, Sunny Acres Farm?');
  await checkPage(page, 'message-templates-edit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'request_reminder' });
  await expect(row.getByText('Edited', { exact: true })).toBeVisible();

  // Off again: the reminders other tests read keep the default wording.
  await row.getByRole('button', { name: 'Edit Space request reminder' }).click();
  await dialog.getByRole('switch', { name: 'Use this wording (off sends the default)' }).uncheck({ force: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Edit off', { exact: true })).toBeVisible();
});
