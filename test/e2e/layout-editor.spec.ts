import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';
import { createLayoutTestDate } from './layout-editor-data.js';

const space = (page: Page, label: string) => page.locator(`[data-testid="layout-space"][data-label="${label}"]`);

test('an admin drags a space, saves, reloads and finds it where it was left', async ({ page }) => {
  test.setTimeout(120_000);
  const { marketDate, holder, waiting } = await createLayoutTestDate();
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');

  await page.goto(`/date/${marketDate.id}/layout`);
  await expect(page.getByRole('heading', { name: /^Market Layout — / })).toBeVisible();
  await expect(space(page, 'A1')).toHaveAttribute('aria-label', `Space A1: ${holder.name}`);
  await expect(page.getByTestId('unassigned-vendor').filter({ hasText: waiting.name })).toBeVisible();
  await expect(space(page, 'A2')).toHaveAttribute('data-x', '16');

  // Drag A2 ten feet right and five down, zoomed in from where the editor opened (12 px per foot times the zoom).
  const opened = await page.getByTestId('zoom-level').textContent();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByTestId('zoom-level')).not.toHaveText(opened!);
  const foot = (12 * parseInt((await page.getByTestId('zoom-level').textContent())!, 10)) / 100;
  const box = (await space(page, 'A2').locator('rect').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 5 * foot, box.y + box.height / 2 + 2.5 * foot, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 10 * foot, box.y + box.height / 2 + 5 * foot, { steps: 4 });
  await page.mouse.up();
  await expect(space(page, 'A2')).toHaveAttribute('data-x', '26');
  await expect(space(page, 'A2')).toHaveAttribute('data-y', '9');

  // Undo and redo the move, then nudge it one foot left with the arrow key.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(space(page, 'A2')).toHaveAttribute('data-x', '16');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(space(page, 'A2')).toHaveAttribute('data-x', '26');
  await page.getByRole('region', { name: /Layout drawing/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(space(page, 'A2')).toHaveAttribute('data-x', '25');
  await expect(page.getByRole('heading', { name: 'Space A2' })).toBeVisible();
  await checkPage(page, 'layout-editor');

  await page.getByRole('button', { name: 'Save layout' }).click();
  await expect(page.getByText('Layout saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

  await page.reload();
  await expect(space(page, 'A2')).toHaveAttribute('data-x', '25');
  await expect(space(page, 'A2')).toHaveAttribute('data-y', '9');
  await expect(space(page, 'A1')).toHaveAttribute('aria-label', `Space A1: ${holder.name}`);

  // The print view draws the saved layout with the vendors' names.
  await page.getByRole('link', { name: 'Print view' }).click();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(space(page, 'A2')).toHaveAttribute('data-x', '25');
  await checkPage(page, 'layout-print');
});
