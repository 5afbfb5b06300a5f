import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';
import { createSpacesTestDate } from './spaces-data.js';

const rowOf = (page: Page, label: string) => page.locator(`tr[data-space="${label}"]`);
const labels = (page: Page) =>
  page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-space')));

test('an admin filters, sorts, prices, assigns, reprices and publishes a market date’s spaces', async ({ page }) => {
  test.setTimeout(120_000);
  const { marketDate, holders, newcomer } = await createSpacesTestDate();
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');

  await page.goto(`/date/${marketDate.id}/spaces`);
  await expect(page.getByRole('heading', { name: 'Spaces — Sunday, May 1, 2033' })).toBeVisible();
  await expect(page).toHaveTitle('MarketDay - Spaces');
  await expect(page.getByText('Total Spaces: 6')).toBeVisible();
  await expect(page.getByText('Assigned: 3')).toBeVisible();
  // Labels sort by letter prefix, then number: A2 before A10.
  await expect.poll(() => labels(page)).toEqual(['A1', 'A2', 'A10', 'B1', 'B2', 'B3']);

  // Filters go to the address bar.
  await page.getByRole('group', { name: 'Area' }).getByRole('button', { name: 'South Row' }).click();
  await expect(page).toHaveURL(/[?&]area=[0-9A-Z]+/);
  await expect.poll(() => labels(page)).toEqual(['B1', 'B2', 'B3']);
  await page.getByText('Available Only').click();
  await expect(page).toHaveURL(/[?&]status=available/);
  await expect.poll(() => labels(page)).toEqual(['B2', 'B3']);
  await page.getByText('Assigned Only').click();
  await expect(page).toHaveURL(/[?&]status=assigned/);
  await expect.poll(() => labels(page)).toEqual(['B1']);
  await page.getByRole('group', { name: 'Area' }).getByRole('button', { name: 'All Areas' }).click();
  await page.getByText('All Spaces').click();
  await expect(page).toHaveURL(/[?&]area=all/);
  await expect(
    page.getByRole('navigation', { name: 'Market date' }).getByRole('link', { name: 'Spaces' }),
  ).toHaveAttribute('href', /type=all&area=all/);

  // Sorting: Space descending, then by vendor.
  await page.getByRole('button', { name: /^Space/ }).click();
  await expect.poll(() => labels(page)).toEqual(['B3', 'B2', 'B1', 'A10', 'A2', 'A1']);
  await page.getByRole('button', { name: /^Vendor/ }).click();
  // Clay, Meadow, Ridge first; the empty spaces after them.
  await expect.poll(async () => (await labels(page)).slice(0, 3)).toEqual(['B1', 'A1', 'A10']);
  await page.getByRole('button', { name: /^Space/ }).click();
  await expect.poll(() => labels(page)).toEqual(['A1', 'A2', 'A10', 'B1', 'B2', 'B3']);

  // An override price on a space wins: Fees and the tooltip change.
  const a2Fees = rowOf(page, 'A2').locator('[data-price-source]');
  await expect(a2Fees).not.toHaveAttribute('data-price-source', 'space');
  await rowOf(page, 'A2').getByRole('button', { name: 'Edit space A2' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Space A2' });
  await expect(edit).toBeVisible();
  await checkPage(page, 'edit-space-dialog');
  await edit.getByLabel('Override base price').fill('62.50');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Space updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, 'A2').getByText('$63')).toBeVisible();
  await a2Fees.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Space-specific price');

  // Assign a vendor who has not requested the date: an approved request is made for them.
  await rowOf(page, 'A2').getByRole('button', { name: 'Assign vendor to space A2' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign Vendor to Space A2' });
  await assign.getByRole('combobox', { name: 'Vendor' }).fill(newcomer.name);
  await page.getByRole('option', { name: new RegExp(newcomer.name) }).click();
  await expect(assign.getByLabel('Create an approved request for this date')).toBeChecked();
  await checkPage(page, 'assign-vendor-dialog');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('The vendor has been assigned to this space.')).toBeVisible();
  await expect(rowOf(page, 'A2').getByRole('link', { name: newcomer.name })).toHaveAttribute(
    'href',
    `/vendor/${newcomer.id}`,
  );
  await expect(page.getByText('Assigned: 4')).toBeVisible();

  // A space with a vendor cannot be deleted.
  await rowOf(page, 'A2').getByRole('button', { name: 'Edit space A2' }).click();
  const again = page.getByRole('dialog', { name: 'Edit Space A2' });
  await expect(again.getByRole('button', { name: 'Delete Space' })).toBeDisabled();
  await expect(again.getByText('This space has a vendor assigned to it and cannot be deleted.')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  // Reprice every space in one go: progress, then the count of spaces that have a request.
  await page.getByRole('checkbox', { name: 'Select all spaces' }).check();
  await page.getByRole('button', { name: 'Reprice Selected (6)' }).click();
  await expect(page.getByRole('progressbar', { name: 'Repricing progress' })).toBeVisible();
  await expect(page.getByText('4 spaces repriced successfully')).toBeVisible();
  await expect(page.getByText('100%')).toBeVisible();
  await checkPage(page, 'spaces-repriced');

  // Publish: every assigned vendor gets their space by e-mail.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Space assignments published to 4 vendors')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Space #s Published' })).toBeDisabled();

  await page.goto('/_mailbox');
  for (const v of [...holders, newcomer]) {
    await expect(page.getByText(v.email).first()).toBeVisible();
  }
  await expect(page.getByText(/Your space for Sunday, May 1, 2033: A2/).first()).toBeVisible();
});
