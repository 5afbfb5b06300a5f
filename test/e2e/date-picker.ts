import type { Page } from '@playwright/test';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Picks a day on the open date picker as a person would: up to the decade, across to the year, down to the month
 * and the day. The picker opens on the market's current month, wherever that is.
 */
export async function pickDay(page: Page, isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  // The calendar opens in its own pop-up over the form's dialog.
  const picker = page.getByRole('dialog').last();
  const level = picker.locator('[class*="calendarHeaderLevel"]');
  const dayButton = picker.getByRole('button', { name: `${day} ${MONTHS[month - 1]} ${year}`, exact: true });
  if (await dayButton.isVisible()) return dayButton.click();
  await level.click();
  await level.click();
  for (let i = 0; i < 20 && !(await picker.getByRole('button', { name: String(year), exact: true }).isVisible()); i++) {
    const [first] = ((await level.textContent()) ?? '').match(/\d{4}/) ?? [];
    await picker
      .locator(`button[class*="calendarHeaderControl"][data-direction="${Number(first) > year ? 'previous' : 'next'}"]`)
      .click();
  }
  await picker.getByRole('button', { name: String(year), exact: true }).click();
  await picker.getByRole('button', { name: MONTHS[month - 1]!.slice(0, 3), exact: true }).click();
  await dayButton.click();
}
