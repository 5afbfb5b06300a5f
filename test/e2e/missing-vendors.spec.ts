import { formatMarketDay } from '../../shared/spaces-messages.js';
import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';

/**
 * The Missing Vendors report of the demo market's next Sunday, where four regulars have not answered yet: Two Rivers
 * Ranch, Wildflower Pottery, Seoul Street Kitchen and Nonna's Pasta.
 */
const names = (page: Page) =>
  page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-vendor')));
const rowOf = (page: Page, name: string) => page.locator(`tr[data-vendor="${name}"]`);

test('an admin reminds two missing vendors and creates a request with a space for a third', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  const next = (await (await page.request.get('/api/market-dates/next')).json()) as { id: string; date: string };

  await page.goto(`/date/${next.id}/missing?type=all`);
  await expect(page.getByRole('heading', { name: `Missing Vendors — ${formatMarketDay(next.date)}` })).toBeVisible();
  await expect(page).toHaveTitle('MarketDay - Missing Vendors');
  await expect
    .poll(() => names(page))
    .toEqual(["Nonna's Pasta", 'Seoul Street Kitchen', 'Two Rivers Ranch', 'Wildflower Pottery']);
  const nav = page.getByRole('navigation', { name: 'Market date' });
  await expect(nav.getByRole('link', { name: 'Missing' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Requests' })).toHaveAttribute('href', /\/requests\?type=all$/);

  // The type filter: crafts only, then all again.
  await page.getByRole('group', { name: 'Vendor type' }).getByRole('button', { name: 'Crafts' }).click();
  await expect(page).toHaveURL(/[?&]type=3/);
  await expect.poll(() => names(page)).toEqual(['Wildflower Pottery']);
  await page.getByRole('group', { name: 'Vendor type' }).getByRole('button', { name: 'All Types' }).click();
  await expect.poll(() => names(page)).toHaveLength(4);

  // Send Reminders: two selected, one call, one message each in the mailbox.
  const started = new Date().toISOString();
  const send = page.getByRole('button', { name: /Send Reminders/ });
  await expect(send).toBeDisabled();
  await page.getByRole('checkbox', { name: "Select Nonna's Pasta" }).check();
  await page.getByRole('checkbox', { name: 'Select Seoul Street Kitchen' }).check();
  await expect(send).toContainText('2');
  await send.click();
  await expect(page.getByText('Reminders sent to 2 vendors successfully')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: "Select Nonna's Pasta" })).not.toBeChecked();
  const mailbox = (await (await page.request.get('/_mailbox.json')).json()) as {
    messages: { subject?: string; sentAt: string }[];
  };
  const reminders = mailbox.messages.filter(
    (m) => m.sentAt >= started && m.subject === `Will we see you on ${formatMarketDay(next.date)}?`,
  );
  expect(reminders).toHaveLength(2);

  // Create Request for Two Rivers Ranch with a space: the vendor leaves the list and holds the space.
  await rowOf(page, 'Two Rivers Ranch').getByRole('button', { name: 'Create Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Request for Two Rivers Ranch' });
  await expect(dialog).toBeVisible();
  await checkPage(page, 'create-request-dialog');
  await dialog.getByLabel('Notes').fill('Phoned on Thursday: coming with the spring lambs');
  await dialog.getByRole('combobox', { name: 'Space (optional)' }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  const label = ((await option.textContent()) ?? '').split(' · ')[0]!.trim();
  await option.click();
  await dialog.getByRole('button', { name: 'Create Request' }).click();
  await expect(page.getByText('Request created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => names(page)).toEqual(["Nonna's Pasta", 'Seoul Street Kitchen', 'Wildflower Pottery']);

  const spaces = (await (await page.request.get(`/api/spaces/market-date/${next.id}`)).json()) as {
    spaces: { label: string; vendor: { name: string } | null; isDefault: boolean }[];
  };
  expect(spaces.spaces.find((s) => s.label === label)).toMatchObject({
    vendor: { name: 'Two Rivers Ranch' },
    isDefault: false,
  });
  await checkPage(page, 'missing-vendors');
});
