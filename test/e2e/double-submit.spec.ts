import { ulid } from 'ulid';
import { PROFILE_MSG } from '../../shared/profile-messages.js';
import { SPACES_MSG } from '../../shared/spaces-messages.js';
import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_VENDOR, signIn } from './helpers.js';
import { createSpacesTestDate } from './spaces-data.js';

// A double click submits once: one record, one success toast, and no error over a change that took effect.

test('double-clicking Add Product adds one product and says so once', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Double Click Honey ${ulid().slice(-5)}`;
  await signIn(page, DEMO_VENDOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await checkPage(page, 'vendor-dashboard');
  await page.goto('/vendor/profile/products');

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await dialog.getByRole('button', { name: 'Add Product' }).dblclick();

  await expect(page.getByText(PROFILE_MSG.productAddedTitle)).toHaveCount(1);
  await expect(dialog).toBeHidden();
  await page.waitForLoadState('networkidle');
  const cards = page.getByRole('heading', { name });
  await expect(cards).toHaveCount(1);
  await expect(page.getByText(PROFILE_MSG.productAddedTitle)).toHaveCount(1);
  await expect(page.getByText(PROFILE_MSG.saveProductFailed)).toHaveCount(0);
  await checkPage(page, 'products-after-double-click');

  // Leave the demo vendor as it was.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete Product' }).getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(0);
});

test('double-clicking Publish now publishes once, with one success and no "already published"', async ({ page }) => {
  test.setTimeout(120_000);
  const { marketDate } = await createSpacesTestDate();
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  await page.goto(`/date/${marketDate.id}/spaces`);

  await page.getByRole('button', { name: SPACES_MSG.publish, exact: true }).click();
  await page.getByRole('button', { name: 'Publish now' }).dblclick();

  await expect(page.getByText(SPACES_MSG.publishSuccessText(3))).toBeVisible();
  await expect(page.getByRole('button', { name: SPACES_MSG.publishedInSession })).toBeDisabled();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(SPACES_MSG.publishSuccessText(3))).toHaveCount(1);
  await expect(page.getByText(SPACES_MSG.alreadyPublished)).toHaveCount(0);
  await checkPage(page, 'spaces-published');
});
