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
  await page.getByRole('option').first().click();
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
