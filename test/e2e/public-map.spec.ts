import { checkPage, expect, test, type Page } from './fixtures.js';
import { addDays, isoDateInZone, weekdayOf } from '../../shared/market-time.js';

/** The demo market's next Sunday (published in the demo data), as the map list writes it. */
function nextDemoMarket(): string {
  const today = isoDateInZone(new Date(), 'America/Los_Angeles');
  const sunday = addDays(today, (7 - weekdayOf(today)) % 7);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${sunday}T12:00:00Z`));
}

async function openNextMarketMap(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'View Market Map' }).click();
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('heading', { name: 'Market Maps' })).toBeVisible();
  await checkPage(page, 'market-maps');
  await page.getByRole('link', { name: nextDemoMarket() }).click();
  await expect(page).toHaveURL(/\/map\/[0-9A-Z]+$/);
  await expect(page.getByRole('heading', { name: nextDemoMarket() })).toBeVisible();
  await checkPage(page, 'market-map');
}

test('a visitor opens the next market’s map, zooms, switches area and sees who is selling', async ({ page }) => {
  await openNextMarketMap(page);
  const a1 = page.getByRole('img', { name: /^Space A1: / });
  await expect(a1).toBeVisible();
  await expect(page.getByRole('img', { name: 'Main Entrance' })).toBeVisible();
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await expect(page.getByText('Vendor', { exact: true })).toBeVisible();

  // Zoom: 12 px per foot at 100 %; a 10-foot space is 120 px wide, then 144 px at 120 %.
  const level = page.getByTestId('zoom-level');
  await expect(level).toHaveText('100%');
  expect((await a1.boundingBox())!.width).toBeCloseTo(120, 0);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText('120%');
  await expect.poll(async () => Math.round((await a1.boundingBox())!.width)).toBe(144);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(level).toHaveText('80%');
  await page.getByRole('switch', { name: 'Show grid' }).check({ force: true });
  await expect(page.getByTestId('map-drawing')).toHaveAttribute('data-grid', 'on');

  // Areas: the choice goes to the address bar and the map shows only that area.
  await page.getByRole('button', { name: 'Food Court' }).click();
  await expect(page).toHaveURL(/\?area=[0-9A-Z]+$/);
  await expect(page.getByRole('img', { name: /^Space F1: / })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Space A1: / })).toHaveCount(0);
  await page.getByRole('button', { name: 'All Areas' }).click();
  await expect(page).toHaveURL(/\/map\/[0-9A-Z]+$/);

  // The published date names its vendors, each linking to a public profile (public profiles are on in the demo).
  const vendors = page.getByRole('region', { name: 'Vendors at this Market' });
  const links = vendors.getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThan(0);
  for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
    expect(href).toMatch(/^\/map\/vendor\/[0-9A-Z]+$/);
  }
  // A vendor on the list is also written on its space, coloured as "Vendor".
  const first = (await links.first().textContent())!.trim();
  await expect(page.locator('[data-testid="map-space"][data-status="vendor"]', { hasText: first })).toBeVisible();
  await expect(page.getByText('Map layout and vendor list are subject to change.')).toBeVisible();
  await expect(page.getByText('For the best experience, please view on a larger screen.')).toHaveCount(0);
});

test.describe('on a phone (390 px wide)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the map suggests a larger screen', async ({ page }) => {
    await openNextMarketMap(page);
    await expect(page.getByText('For the best experience, please view on a larger screen.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Market map' })).toBeVisible();
  });
});

test('a map address without a known market date asks the visitor to pick one', async ({ page }) => {
  await page.goto('/map/no-such-date');
  await expect(page.getByText('Please select a market date to view its layout')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
