import { TEST_NOW_HEADER } from '../../local/api-server.js';
import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';
import { createMarketZoneDatesData, LATE_EVENING } from './market-zone-dates-data.js';

/**
 * A browser in Tokyo, a market in Los Angeles: an application and a payment made at 10:11 PM on Nov 25 in the
 * market read Nov 25 on every screen, although it is already Nov 26 where the browser is.
 */
test.use({ timezoneId: 'Asia/Tokyo' });

test('one moment reads as the same market day on the dashboard, the vendor page and Payment History', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { vendor, request } = await createMarketZoneDatesData();
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);

  // The payment is recorded at the same moment, through the stack's clock.
  const recorded = await page.request.post(`/api/vendors/${vendor.id}/payments`, {
    headers: { [TEST_NOW_HEADER]: LATE_EVENING },
    data: { amount: 3000, paymentMethod: 'cash', status: 'completed', spaceRequestId: request.id, notes: null },
  });
  expect(recorded.ok()).toBe(true);

  const pending = page.getByRole('region', { name: 'Pending Applications' });
  await expect(pending.getByRole('listitem').filter({ hasText: vendor.name })).toContainText(
    'applied Nov 25, 2030, 10:11 PM',
  );
  await checkPage(page, 'admin-dashboard');

  await page.goto(`/vendor/${vendor.id}`);
  await expect(page.getByText('Applied Nov 25, 2030', { exact: true })).toBeVisible();

  await page.goto(`/vendor/${vendor.id}/payments`);
  const row = page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: '$30.00' });
  await expect(row.getByRole('cell').first()).toHaveText('Nov 25, 2030');
});
