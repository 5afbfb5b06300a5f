import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_VENDOR, signIn, signOut } from './helpers.js';

/* The vendor's home and market dates (spec 1 §2.8, §2.9) and the bell (§2.4), against the demo market. */

const API_HEADERS = { 'x-requested-with': 'marketday' };

interface MarketDateRow {
  id: string;
  date: string;
  spaceRequest: { status: string } | null;
}

/** The date as the page writes it: "Sun, Jun 1, 2025". */
const shown = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

/** The API answers with the signed-in browser's own cookies. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: API_HEADERS });
  expect(res.status(), `${path} answered ${res.status()}`).toBe(200);
  return (await res.json()) as T;
}

const row = (page: Page, isoDate: string) => page.getByTestId('market-date-row').filter({ hasText: shown(isoDate) });
const card = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });

test('the demo vendor sees the dashboard’s numbers, requests one date, skips another and unskips it', async ({
  page,
}) => {
  await signIn(page, DEMO_VENDOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello Sunny Acres Farm!' })).toBeVisible();
  await checkPage(page, 'vendor-dashboard');

  // The expected numbers come from the demo data as the API reads it, cross-checked with the dates list.
  type Dashboard = {
    counts: {
      pendingPayments: { count: number };
      overduePayments: { count: number };
      pendingSpaceRequests: number;
      upcomingDatesWithoutRequests: number;
      documentsExpiring: number;
      averageSales: number | null;
    };
  };
  const { counts } = await apiGet<Dashboard>(page, '/api/vendor/dashboard');
  const { dates } = await apiGet<{ dates: MarketDateRow[] }>(page, '/api/vendor/market-dates');
  expect(counts.upcomingDatesWithoutRequests).toBe(dates.filter((d) => !d.spaceRequest).length);
  expect(counts.pendingSpaceRequests).toBeGreaterThanOrEqual(
    dates.filter((d) => d.spaceRequest?.status === 'requested').length,
  );
  // The demo vendor is a farm with sales, an expired and an expiring document, and unpaid approved dates.
  expect(counts.averageSales).not.toBeNull();
  expect(counts.documentsExpiring).toBe(2);
  expect(counts.pendingPayments.count).toBeGreaterThan(0);

  await expect(card(page, 'Pending Payments').getByTestId('card-value')).toHaveText(
    String(counts.pendingPayments.count),
  );
  await expect(card(page, 'Upcoming Dates w/o Requests').getByTestId('card-value')).toHaveText(
    String(counts.upcomingDatesWithoutRequests),
  );
  await expect(card(page, 'Documents Expiring/Expired').getByTestId('card-value')).toHaveText(
    String(counts.documentsExpiring),
  );
  await expect(card(page, 'Pending Space Requests').getByTestId('card-value')).toHaveText(
    String(counts.pendingSpaceRequests),
  );
  await expect(card(page, 'Overdue Payments').getByTestId('card-value')).toHaveText(
    String(counts.overduePayments.count),
  );
  await expect(card(page, 'Average Sales').getByTestId('card-value')).toHaveText(
    `$${Math.round(counts.averageSales! / 100).toLocaleString('en-US')}`,
  );
  // The demo's high-priority alert, its body split on the literal backslash-n into two paragraphs.
  await expect(page.getByText('Load-in moves to the east gate')).toBeVisible();
  await expect(page.getByText('Road work closes the Main Street gate this month.', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Please load in through the east gate/)).toBeVisible();

  // Two dates nobody has touched: the last ones of the calendar.
  const open = dates.filter((d) => !d.spaceRequest);
  expect(open.length).toBeGreaterThanOrEqual(2);
  const [toRequest, toSkip] = [open[open.length - 2]!, open[open.length - 1]!];

  await page.getByRole('link', { name: 'Manage Space Requests' }).click();
  await expect(page).toHaveURL(/\/vendor\/space-requests$/);
  await expect(page).toHaveTitle('MarketDay - Space Requests');
  // The screen shows 5 dates first; the last dates of the calendar are behind Show More.
  await expect(page.getByTestId('market-date-row').first()).toBeVisible();
  const more = page.getByRole('button', { name: 'Show More' });
  if (await more.isVisible()) await more.click();
  await expect(row(page, toRequest.date).getByText('No request')).toBeVisible();
  await checkPage(page, 'vendor-space-requests');

  try {
    await row(page, toRequest.date)
      .getByRole('button', { name: `Request ${shown(toRequest.date)}` })
      .click();
    const requestDialog = page.getByRole('dialog');
    await expect(requestDialog).toBeVisible();
    await checkPage(page, 'request-space-dialog');
    await requestDialog.getByLabel('Notes (optional)').fill('Near the music, please');
    await requestDialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Space Request requested')).toBeVisible();
    await expect(row(page, toRequest.date).getByText('Requested')).toBeVisible();
    // Before the Tuesday deadline a requested date offers Skip (it ends skipped, nothing owed), never Request,
    // Unskip or Cancel.
    await expect(row(page, toRequest.date).getByRole('button', { name: /^(Request|Unskip|Cancel) / })).toHaveCount(0);
    await expect(row(page, toRequest.date).getByRole('button', { name: /^Skip / })).toHaveCount(1);
    await row(page, toRequest.date)
      .getByRole('button', { name: `Show details of ${shown(toRequest.date)}` })
      .click();
    await expect(page.getByTestId('request-details').getByText('Near the music, please')).toBeVisible();

    await row(page, toSkip.date).getByRole('button', { name: /^Skip/ }).click();
    const skipDialog = page.getByRole('dialog');
    await expect(skipDialog).toBeVisible();
    await checkPage(page, 'skip-date-dialog');
    await skipDialog.getByLabel('Reason (optional)').fill('Family wedding');
    await skipDialog.getByRole('button', { name: 'Confirm Skip' }).click();
    await expect(page.getByText('Market date skipped')).toBeVisible();
    await expect(row(page, toSkip.date).getByText('Skipped')).toBeVisible();

    await row(page, toSkip.date)
      .getByRole('button', { name: /^Unskip/ })
      .click();
    await expect(page.getByText('Market date unskipped')).toBeVisible();
    await expect(row(page, toSkip.date).getByText('No request')).toBeVisible();

    // The dashboard counts the new request.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(card(page, 'Pending Space Requests').getByTestId('card-value')).toHaveText(
      String(counts.pendingSpaceRequests + 1),
    );
    await expect(card(page, 'Upcoming Dates w/o Requests').getByTestId('card-value')).toHaveText(
      String(counts.upcomingDatesWithoutRequests - 1),
    );
    await checkPage(page, 'vendor-dashboard');
  } finally {
    // Leave the demo market as it was for the files that run later: skip (in time) and unskip the request.
    await page.request.post(`/api/vendor/market-dates/${toRequest.id}/skip`, { headers: API_HEADERS, data: {} });
    await page.request.post(`/api/vendor/market-dates/${toRequest.id}/unskip`, { headers: API_HEADERS, data: {} });
    await page.request.post(`/api/vendor/market-dates/${toSkip.id}/unskip`, { headers: API_HEADERS, data: {} });
  }
  await signOut(page);
});

test('the bell shows the admin’s unread notifications, red for a critical one, with vendor shortcuts', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  type Notes = {
    unreadCount: number;
    notifications: { title: string; isCritical: boolean; metadata: Record<string, string> }[];
  };
  const unread = await apiGet<Notes>(page, '/api/notifications?unreadOnly=true');
  expect(unread.unreadCount).toBeGreaterThan(0);

  const bell = page.getByRole('button', { name: `Notifications (${unread.unreadCount} unread)` });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAttribute('data-critical', String(unread.notifications.some((n) => n.isCritical)));
  await bell.click();
  const dropdown = page.getByTestId('notification-bell-dropdown');
  for (const n of unread.notifications.slice(0, 3)) await expect(dropdown.getByText(n.title).first()).toBeVisible();
  await expect(dropdown.getByRole('link', { name: 'View vendor' })).toHaveCount(
    unread.notifications.filter((n) => n.metadata.vendorId).length,
  );
  await expect(dropdown.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  await checkPage(page, 'notification-bell-open');

  await dropdown.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText(`${unread.unreadCount} unread`)).toBeVisible();
  // The page lists read ones too: the demo's "Payment received" was read already.
  await expect(page.getByText('Payment received')).toBeVisible();
  // The admin menu shows the count beside Notifications.
  await expect(page.getByRole('link', { name: /^Notifications/ }).getByText(String(unread.unreadCount))).toBeVisible();
});
