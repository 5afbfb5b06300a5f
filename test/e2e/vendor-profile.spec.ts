import { deflateSync, crc32 } from 'node:zlib';
import { addDays, isoDateInZone, weekdayOf } from '../../shared/market-time.js';
import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_VENDOR, signIn, signOut } from './helpers.js';

/** A small solid-colour PNG, made here so the test needs no file on disk. */
function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x6a)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The demo market's next Sunday, as the map list writes it. */
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

const VENDOR_NAME = 'Sunny Acres Farm';
const stamp = Date.now().toString(36);
const TAGLINE = `Picked Saturday, on your table Sunday (${stamp})`;
const CAPTION = `Strawberry crates ${stamp}`;

test.describe.configure({ mode: 'serial' });

test('a vendor edits the profile, uploads a photo, previews and publishes; an admin approves the photo', async ({
  page,
}) => {
  await signIn(page, DEMO_VENDOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Hello ${VENDOR_NAME}!` })).toBeVisible();
  await checkPage(page, 'vendor-dashboard');

  // Details
  await page.goto('/vendor/profile/edit');
  const tagline = page.getByLabel('Tagline');
  await expect(tagline).toBeVisible();
  await expect(page.getByText(/may be reviewed by market administrators/)).toBeVisible();
  await tagline.fill(TAGLINE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();

  // Images: a product photo goes to storage, then waits for approval
  await page.getByRole('navigation', { name: 'Public profile' }).getByRole('link', { name: 'Images' }).click();
  const photos = page.getByRole('region', { name: 'Product Photos' });
  await expect(photos).toBeVisible();
  await checkPage(page, 'profile-images');
  await photos.locator('input[type="file"]').setInputFiles({
    name: 'strawberries.png',
    mimeType: 'image/png',
    buffer: makePng(64, 48),
  });
  const dialog = page.getByRole('dialog', { name: 'Add a caption' });
  await dialog.getByLabel('Caption').fill(CAPTION);
  await checkPage(page, 'profile-images-caption');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Image Uploaded')).toBeVisible();
  const uploaded = photos.getByRole('listitem').filter({ hasText: CAPTION });
  await expect(uploaded.getByText('Pending Approval')).toBeVisible();
  await expect(uploaded.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await uploaded.getByRole('img').evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBeGreaterThan(
    0,
  );

  // Preview: the pending photo is labelled and the banner says why it is not public yet
  await page.getByRole('navigation', { name: 'Public profile' }).getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: VENDOR_NAME })).toBeVisible();
  await expect(
    page.getByText(
      'Some of your content is pending approval from market administrators. Only approved content will be visible to the public.',
    ),
  ).toBeVisible();
  await expect(page.getByText(TAGLINE)).toBeVisible();
  await checkPage(page, 'profile-preview');
  const unpublish = page.getByRole('button', { name: 'Unpublish Profile' });
  if (await unpublish.isVisible()) {
    await unpublish.click();
    await expect(page.getByText('Profile Unpublished')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Publish Profile' }).click();
  await expect(page.getByText('Profile Published')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish Profile' })).toBeVisible();
  await signOut(page);

  // The admin finds the photo in the queue and approves it
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  const card = page.getByRole('region', { name: 'Content awaiting approval' });
  await expect(card).toBeVisible();
  await checkPage(page, 'admin-dashboard');
  await card.getByRole('link', { name: 'Review content' }).click();
  await expect(page.getByRole('heading', { name: 'Content Review' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: CAPTION });
  await expect(row).toBeVisible();
  await checkPage(page, 'content-review');
  await row.getByRole('button', { name: /^Approve / }).click();
  await expect(page.getByText('Content Approved')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: CAPTION })).toHaveCount(0);
});

test.describe('on a phone (375 px wide)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a visitor opens the vendor’s page from the map and sees only approved content', async ({ page }) => {
    await page.goto('/map');
    await page.getByRole('link', { name: nextDemoMarket() }).click();
    await expect(page.getByRole('heading', { name: nextDemoMarket() })).toBeVisible();
    await checkPage(page, 'market-map');
    await page.getByRole('region', { name: 'Vendors at this Market' }).getByRole('link', { name: VENDOR_NAME }).click();
    await expect(page).toHaveURL(/\/map\/vendor\/[0-9A-Z]+$/);
    await expect(page.getByRole('heading', { level: 1, name: VENDOR_NAME })).toBeVisible();
    await expect(page.getByText(TAGLINE)).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to Market Map/ })).toHaveAttribute('href', '/map');
    const products = page.getByRole('region', { name: 'Our Products' });
    await expect(products.getByRole('img', { name: CAPTION })).toBeVisible();
    await expect(page.getByText('Pending Approval')).toHaveCount(0);
    await checkPage(page, 'public-vendor');

    // Nothing to see at an address that is not a public vendor
    await page.goto('/map/vendor/00000000000000000000000000');
    await expect(page.getByRole('heading', { name: 'Vendor Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'View the market map' }).click();
    await expect(page).toHaveURL(/\/map$/);
  });
});
