import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';

/**
 * How the focused element shows focus, as the browser draws it (source: the Node typings here have no DOM): a ring
 * (Mantine's :focus-visible outline on buttons and links) or, on a text field, its border turning the primary colour.
 */
const FOCUS_RING = `(async () => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  // A password field's border is drawn by the box around its input; the border fades to its focus colour, so it is
  // read once the fade is over.
  const boxes = [el, el.parentElement].filter(Boolean);
  await Promise.all(boxes.flatMap((b) => b.getAnimations()).map((a) => a.finished.catch(() => undefined)));
  const probe = document.createElement('span');
  probe.style.color = 'var(--mantine-primary-color-filled)';
  document.body.append(probe);
  const primary = getComputedStyle(probe).color;
  probe.remove();
  const s = getComputedStyle(el);
  const ring = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
  const border = boxes.some((b) => {
    const bs = getComputedStyle(b);
    return parseFloat(bs.borderTopWidth) >= 1 && bs.borderTopColor === primary;
  });
  return {
    name: (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || el.tagName).trim().slice(0, 40),
    shown: ring ? 'outline' : border ? 'border' : 'none',
  };
})()`;

type Ring = { name: string; shown: 'outline' | 'border' | 'none' } | null;

/** Tabs through the page from the top and returns the ring of each stop, until focus comes back round. */
async function tabStops(page: Page, max: number): Promise<NonNullable<Ring>[]> {
  const stops: NonNullable<Ring>[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const ring = (await page.evaluate(FOCUS_RING)) as Ring;
    if (!ring) break;
    stops.push(ring);
  }
  return stops;
}

test('every control a keyboard reaches on the landing and sign-in pages shows where focus is', async ({ page }) => {
  for (const path of ['/', '/auth']) {
    await page.goto(path);
    const stops = await tabStops(page, 25);
    expect(stops.length, `no tab stops on ${path}`).toBeGreaterThan(3);
    for (const s of stops) expect(s.shown, `"${s.name}" on ${path} does not show focus`).not.toBe('none');
  }
});

test('an open dialog keeps keyboard focus inside it until Escape closes it', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  await page.goto('/admin/areas');
  const open = page.getByRole('button', { name: 'New Area' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'New Area' });
  await expect(dialog).toBeVisible();
  await checkPage(page, 'new-area-dialog');

  const focusedInside = dialog.locator(':focus');
  await expect(focusedInside).toHaveCount(1);
  // More presses than the dialog has controls, both ways round: focus wraps instead of leaving.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      await expect(focusedInside, `${key} #${i + 1} left the dialog`).toHaveCount(1);
    }
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
