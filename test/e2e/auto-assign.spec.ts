import { checkPage, expect, test } from './fixtures.js';
import { createAutoAssignTestDate } from './auto-assign-data.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';

test('an admin runs auto-assign on the spaces screen and applies part of the proposal', async ({ page }) => {
  test.setTimeout(90_000);
  const { marketDate, vendors } = await createAutoAssignTestDate();
  const [orchard, oven] = vendors as [(typeof vendors)[number], (typeof vendors)[number]];
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');

  await page.goto(`/date/${marketDate.id}/spaces`);
  await expect(page.getByRole('heading', { name: 'Spaces — Sunday, June 5, 2033' })).toBeVisible();
  await page.getByRole('button', { name: 'Auto-assign' }).click();

  const dialog = page.getByRole('dialog', { name: 'Auto-assign' });
  const orchardRow = dialog.getByRole('checkbox', { name: new RegExp(`— ${orchard.name}$`) });
  const ovenRow = dialog.getByRole('checkbox', { name: new RegExp(`— ${oven.name}$`) });
  await expect(orchardRow).toBeChecked();
  await expect(ovenRow).toBeChecked();
  // Both vendors are placed in North Row, each with a reason.
  await expect(
    dialog
      .getByText('Preferred area North Row')
      .or(dialog.getByText(/Free space|Space meant/))
      .first(),
  ).toBeVisible();
  await checkPage(page, 'auto-assign-proposal');

  await ovenRow.uncheck();
  const orchardLabel =
    (await orchardRow.getAttribute('aria-label')) ??
    (await dialog.getByText(new RegExp(`— ${orchard.name}$`)).innerText());
  const spaceLabel = orchardLabel.split(' — ')[0]!;
  await dialog.getByRole('button', { name: 'Apply selected' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 assigned.')).toBeVisible();

  // The table shows the orchard on its space; the oven is still waiting.
  await expect(page.locator(`tr[data-space="${spaceLabel}"]`)).toContainText(orchard.name);
  await expect(page.getByText(oven.name)).toHaveCount(0);
  await expect(page.getByText('Assigned: 1')).toBeVisible();
});
