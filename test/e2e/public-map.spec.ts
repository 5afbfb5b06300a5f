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

/** Every space's box lies inside the browser window (the map is not cut, nor scrolled away). */
async function expectEverySpaceOnScreen(page: Page) {
  const screenSize = page.viewportSize()!;
  const boxes = await page.getByTestId('map-space').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { label: el.getAttribute('aria-label'), left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  const outside = boxes.filter(
    (b) => b.left < 0 || b.top < 0 || b.right > screenSize.width || b.bottom > screenSize.height,
  );
  expect(outside).toEqual([]);
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

test.describe('at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a visitor opens the next market’s map, zooms, switches area and sees who is selling', async ({ page }) => {
    await openNextMarketMap(page);
    const a1 = page.getByRole('img', { name: /^Space A1: / });
    await expect(a1).toBeVisible();
    await expect(page.getByRole('img', { name: 'Main Entrance' })).toBeVisible();
    await expect(page.getByText('Available', { exact: true })).toBeVisible();
    await expect(page.getByText('Vendor', { exact: true })).toBeVisible();

    // The map opens fitted to the screen: at 1366 × 768 every space of the market lies inside the window.
    await expectEverySpaceOnScreen(page);

    // Zoom: 12 px per foot times the level; a 10-foot space grows by a step, and Fit brings the whole market back.
    const level = page.getByTestId('zoom-level');
    const fitted = (await level.textContent())!;
    const percent = parseInt(fitted, 10);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(level).not.toHaveText(fitted);
    const zoomed = parseInt((await level.textContent())!, 10);
    expect(zoomed).toBeGreaterThan(percent);
    await expect.poll(async () => Math.round((await a1.boundingBox())!.width)).toBe(Math.round(1.2 * zoomed));
    await page.getByRole('button', { name: 'Fit' }).click();
    await expect(level).toHaveText(fitted);
    await expectEverySpaceOnScreen(page);
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
