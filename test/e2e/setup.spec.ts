/**
 * The first-run setup on an empty deployment (`npm start -- --no-seed`): a stack of its own with no market and only
 * the first admin, who sets a password from the e-mailed link, is taken to the setup, goes through it (skipping two
 * steps), and a visitor then finds the new market's name and hours on the front door.
 */
import type { LocalStack } from '../../local/stack.js';
import { startStackWithSpa } from '../fixtures/spa-stack.js';
import { checkPage, expect, test as base } from './fixtures.js';
import { signInWithForm, signOut } from './helpers.js';

const ADMIN = 'manager@example.org';
const PASSWORD = 'Harbor-market-1';

/**
 * The empty stack, started once for this file's worker and stopped with it. Its own worker fixtures give this file a
 * worker of its own, so the functions' environment the stack sets never reaches another spec.
 */
const test = base.extend<object, { emptyStack: LocalStack }>({
  emptyStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      // The SPA the suite's global setup built is served as it is: nothing is built twice.
      const stack = await startStackWithSpa('setup', {
        firstAdminEmail: ADMIN,
        builtSpaDir: process.env.E2E_SPA_DIR,
      });
      try {
        await use(stack);
      } finally {
        await stack.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ emptyStack }, use) => use(emptyStack.url),
});

test('the first admin sets up an empty deployment, and the front door shows the new market', async ({
  page,
  browser,
  emptyStack,
}) => {
  // The set-password e-mail the first start sent.
  let link = '';
  await expect
    .poll(async () => {
      const res = await page.request.get('/_mailbox.json');
      const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
      link = messages.find((m) => m.to === ADMIN)?.text.match(/https?:\/\/\S+reset-password\?\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Your password has been set. Please log in with your new password.')).toBeVisible();
  await checkPage(page, 'setup-password-set');

  // No market yet: the sign-in lands on the setup.
  await signInWithForm(page, ADMIN, PASSWORD);
  await expect(page).toHaveURL(/\/admin\/setup$/);
  const step = (name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await step('Step 1 of 6: Organisation');
  await checkPage(page, 'setup-organisation');
  await page.getByLabel('Organisation name').fill('Harbor Markets Association');
  await page.getByLabel('Contact email').fill('hello@harbor.example.org');
  await page.getByLabel('Contact phone').fill('(555) 010-3000');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await step('Step 2 of 6: First market');
  await checkPage(page, 'setup-market');
  await page.getByLabel('Market name').fill('Saturday Harbor Market');
  await page.getByLabel('Short name').fill('Harbor');
  await page.getByLabel('Address').fill('1 Harbor Way');
  await page.getByRole('checkbox', { name: 'Saturday' }).check();
  await page.getByLabel('Saturday opens').fill('08:00');
  await page.getByLabel('Saturday closes').fill('12:00');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await step('Step 3 of 6: Vendors and spaces');
  await expect(page.getByText('None yet')).toHaveCount(2);
  await checkPage(page, 'setup-catalog');
  await page.getByLabel('Label').fill('Farmer');
  await page.getByLabel('Code').fill('FARM');
  await page.getByLabel('Default price').fill('35');
  await page.getByLabel('Name').fill('Booth');
  await page.getByLabel('Size').fill('10x10');
  await page.getByLabel('Price', { exact: true }).fill('40');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await step('Step 4 of 6: Documents');
  await checkPage(page, 'setup-documents');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await step('Step 5 of 6: Payments');
  await checkPage(page, 'setup-payments');
  await page.getByRole('button', { name: 'Skip for now' }).click();

  await step('Step 6 of 6: Ready');
  await expect(page.getByText('Your market is ready to take applications')).toBeVisible();
  await expect(page.getByText('Saturday Harbor Market: Every Saturday 8:00 AM to 12:00 PM')).toBeVisible();
  const summary = page.getByRole('list', { name: 'What was set up' });
  await expect(summary.getByRole('listitem')).toHaveText([
    /^Saved\s*Organisation/,
    /^Saved\s*First market/,
    /^Saved\s*Vendors and spaces/,
    /^Skipped\s*Documents\s*Finish in Document Types/,
    /^Skipped\s*Payments\s*Finish in System Settings/,
  ]);
  await checkPage(page, 'setup-ready');

  // Set up: the dashboard no longer sends the admin to the setup or reminds them of it.
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Finish setting up')).toHaveCount(0);
  await checkPage(page, 'setup-dashboard');
  await signOut(page);

  // A visitor (a browser of their own) finds the market on the front door.
  const visit = await browser.newContext({ baseURL: emptyStack.url });
  const visitor = await visit.newPage();
  try {
    await visitor.goto('/');
    const markets = visitor.getByRole('region', { name: 'Visit the market' });
    await expect(markets.getByRole('heading', { name: 'Saturday Harbor Market' })).toBeVisible();
    await expect(markets.getByText('Every Saturday 8:00 AM to 12:00 PM')).toBeVisible();
    await expect(visitor.getByText('1 Harbor Way')).toBeVisible();
    await checkPage(visitor, 'setup-landing');
  } finally {
    await visit.close();
  }
});
