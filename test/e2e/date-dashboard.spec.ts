import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';

/** The demo market's next Sunday: its dashboard, the Payment Status card's way to the unpaid vendors, statistics. */
test('an admin follows the Payment Status card to the unpaid vendors, reminds them and opens the statistics', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  const next = (await (await page.request.get('/api/market-dates/next')).json()) as { id: string; date: string };
  const monthDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${next.date}T12:00:00Z`),
  );

  await page.goto(`/date/${next.id}?type=all`);
  await expect(page.getByRole('heading', { name: `Dashboard — ${monthDay}` })).toBeVisible();
  const paymentCard = page.getByRole('region', { name: 'Payment Status' });
  await expect(paymentCard.getByText('vendors paid')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Space Assignment' }).getByText('spaces assigned')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pre-Market Checklist' }).getByText('Coming Soon')).toBeVisible();
  await checkPage(page, 'date-dashboard');

  await paymentCard.getByRole('link', { name: 'View unpaid' }).click();
  await expect(page).toHaveURL(/\/payments\?tab=unpaid/);
  await expect(page.getByRole('tab', { name: /^Unpaid \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Total Due')).toBeVisible();
  await checkPage(page, 'date-payments');

  const unpaid = Number((await page.getByRole('tab', { name: /^Unpaid/ }).textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(unpaid).toBeGreaterThan(1);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: /Send Payment Reminders/ }).click();
  await expect(page.getByText(/^Payment reminders sent to \d+ vendors$/)).toBeVisible();

  await page.goto(`/date/${next.id}?tab=stats`);
  await expect(page.getByRole('tab', { name: 'Market Statistics' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Space Utilization' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vendor Mix' })).toBeVisible();
  await checkPage(page, 'date-statistics');

  await page.goto(`/date/${next.id}/proceeds`);
  await expect(page.getByRole('heading', { name: /^Market Proceeds/ })).toBeVisible();
  await expect(page.getByText('Vendors Reporting Sales')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Vendor proceeds' })).toBeVisible();
  await checkPage(page, 'date-proceeds');
  // Paid only is the server's filter, kept in the address with the page.
  // The box shows what the address holds, so it turns checked once the address has changed.
  const paidOnly = page.getByRole('checkbox', { name: 'Paid only' });
  await paidOnly.click();
  await expect(page).toHaveURL(/paidOnly=true/);
  await expect(paidOnly).toBeChecked();
  await expect(page.getByText('Vendors Reporting Sales')).toBeVisible();
});
