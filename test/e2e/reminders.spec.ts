import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_VENDOR, signIn, signOut } from './helpers.js';

/* Reminders on vendors and the alerts vendors see on their dashboard, against the demo market. */

/**
 * Opens a date picker, checks the open calendar as a screen of its own (its controls and popover are named), and
 * picks the market's today (the day marked as the current date); returns once the calendar has closed.
 */
async function pickToday(page: Page, label: string, screen: string) {
  await page.getByLabel(label).click();
  await expect(page.getByRole('dialog', { name: label })).toBeVisible();
  await checkPage(page, screen);
  await page.locator('[aria-current="date"]').first().click();
  await expect(page.locator('[data-dates-dropdown]')).toBeHidden();
}

test('an admin adds a reminder on a vendor, sees it under Due Today and marks it done', async ({ page }) => {
  const note = `Bring the scale certificate ${Date.now()}`;
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  await page.goto('/admin/reminders');
  await expect(page.getByRole('heading', { name: 'Reminders', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('MarketDay - Reminders');
  await expect(page.getByRole('tab', { name: 'Due Today' })).toHaveAttribute('aria-selected', 'true');
  await checkPage(page, 'reminders');

  await page.getByRole('button', { name: 'Add Reminder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Reminder' });
  await dialog.getByRole('combobox', { name: 'Vendor' }).fill('Sunny');
  await page.getByRole('option', { name: 'Sunny Acres Farm' }).click();
  await dialog.getByLabel('Note').fill(note);
  await pickToday(page, 'Reminder date', 'reminders-date-picker');
  await checkPage(page, 'reminders-add');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: note });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Sunny Acres Farm' })).toHaveAttribute('href', /\/vendor\//);
  await expect(row.getByText('Today', { exact: true })).toBeVisible();

  // On a phone each reminder is a card, and its badge still reads in full beside the date.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  const badges = page.locator('.mantine-Badge-label', { hasText: /^Today$/ });
  await expect(badges.first()).toBeVisible();
  for (const badge of await badges.all()) {
    // A pixel of rounding is allowed; a cut badge is short by a letter or more ("TOD…": 13 px).
    expect(await badge.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  }
  await page.setViewportSize(desktop);

  // The next market date's notes list the open reminder, with the way back to this screen.
  const next = (await (await page.request.get('/api/market-dates/next')).json()) as { id: string };
  await page.goto(`/date/${next.id}/notes`);
  const item = page.getByRole('listitem').filter({ hasText: note });
  await expect(item).toBeVisible();
  await expect(item.getByText('Reminder', { exact: true })).toBeVisible();
  await checkPage(page, 'date-notes');
  await item.getByRole('link', { name: 'View Reminder' }).click();
  await expect(page).toHaveURL(/\/admin\/reminders$/);

  await row.getByRole('button', { name: /^Mark done/ }).click();
  await expect(page.getByText(note)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Overdue' }).click();
  await expect(page.getByRole('tab', { name: 'Overdue' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(note)).toHaveCount(0);
});

test('an admin creates a high-priority alert, the vendor sees it on the dashboard, and ending it removes it', async ({
  page,
}) => {
  const subject = `Market opens at 8 this week ${Date.now()}`;
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  await page.goto('/admin/vendor-alerts');
  await expect(page.getByRole('heading', { name: 'Vendor Alerts', level: 1 })).toBeVisible();
  await checkPage(page, 'vendor-alerts');

  await page.getByRole('button', { name: 'New Alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Alert' });
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Body').fill('Set up by 7:30.\nThe gate closes at 8.');
  await dialog.getByText('High', { exact: true }).click();
  await checkPage(page, 'vendor-alerts-new');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: subject })).toBeVisible();
  await signOut(page);

  await signIn(page, DEMO_VENDOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  const alert = page.getByRole('alert').filter({ hasText: subject });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('data-priority', 'high');
  await expect(alert.getByText('The gate closes at 8.')).toBeVisible();
  await signOut(page);

  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  await page.goto('/admin/vendor-alerts');
  await page.getByRole('button', { name: `End ${subject}` }).click();
  await page.getByRole('dialog', { name: 'End Alert' }).getByRole('button', { name: 'End Alert' }).click();
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Ended' }).click();
  await expect(page.getByRole('row').filter({ hasText: subject })).toBeVisible();
  await signOut(page);

  await signIn(page, DEMO_VENDOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello Sunny Acres Farm!' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: subject })).toHaveCount(0);
});
