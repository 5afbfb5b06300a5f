import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_PASSWORD, DEMO_VENDOR, paymentLinkCode } from './helpers.js';
import { createOnlinePaymentData } from './online-payment-data.js';
import { englishOfCatalogues, englishOfSharedModules } from './spanish-words.js';

// A vendor whose phone reads Spanish (issue: Spanish as well as English).
test.use({ locale: 'es-US', viewport: { width: 375, height: 812 } });

/** The page, once loaded, shows none of the English its catalogues and the shared messages have in Spanish. */
async function readsInSpanish(page: Page, name: string, catalogues: string[], shared: string[]) {
  await checkPage(page, name);
  const text = await page.locator('body').innerText();
  // A whole message, not the start of a longer word: an alert an admin wrote ("Sales-based fees are billed…") is data.
  const shows = (english: string) =>
    new RegExp(`(^|[^A-Za-z])${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`).test(text);
  const english = [...englishOfCatalogues(['common', ...catalogues]), ...shared].filter(shows);
  expect(english, `${name} shows English`).toEqual([]);
}

/**
 * Saves the vendor's language as its Profile Settings would. The demo vendor is shared with tests in English: signing
 * in follows the saved choice, so this test reads as a vendor who chose Spanish and gives English back after.
 */
async function savesLanguage(page: Page, emailOrPhone: string, locale: 'en' | 'es') {
  const headers = { 'x-requested-with': 'marketday' };
  const login = await page.request.post('/api/auth/login', { data: { emailOrPhone, password: DEMO_PASSWORD }, headers });
  expect(login.ok()).toBe(true);
  const { id } = (await login.json()) as { id: string };
  const saved = await page.request.patch(`/api/users/${id}/profile`, { data: { locale }, headers });
  expect(saved.ok()).toBe(true);
  await page.context().clearCookies();
}

test.afterEach(({ page }) => savesLanguage(page, DEMO_VENDOR, 'en'));

test('a Spanish reader applies, signs in, reads the dashboard and the requests, and opens a payment link in Spanish', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shared = await englishOfSharedModules();
  const { request } = await createOnlinePaymentData();

  // The browser's language chooses the first page's: no switch touched.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await readsInSpanish(page, 'landing-es', [], shared);

  await page.goto('/vendor/new-apply');
  await expect(page.locator('form')).toBeVisible();
  await readsInSpanish(page, 'apply-es', ['vendor-application'], shared);

  await savesLanguage(page, DEMO_VENDOR, 'es');
  await page.goto('/auth');
  await page.locator('input[name="emailOrPhone"]').fill(DEMO_VENDOR);
  await readsInSpanish(page, 'auth-es', ['auth'], shared);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();

  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(page.getByTestId('card-value').first()).toBeVisible();
  await readsInSpanish(page, 'vendor-dashboard-es', ['signed-in', 'vendor-dashboard'], shared);

  await page.goto('/vendor/space-requests');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await readsInSpanish(page, 'space-requests-es', ['signed-in', 'space-requests'], shared);

  // The payment link from a text message, opened signed out.
  const shortCode = await paymentLinkCode(page, request.id);
  await page.goto(`/p/${shortCode}`);
  await expect(page.getByRole('button', { name: /\$45\.00/ })).toBeVisible();
  await readsInSpanish(page, 'payment-es', ['online-payment'], shared);
});
