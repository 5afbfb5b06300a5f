import { randomBytes } from 'node:crypto';
import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, signInWithForm, signOut } from './helpers.js';

/** A business nobody else applied with: unique e-mail, phone and name per run. */
function newBusiness() {
  const tag = randomBytes(5).toString('hex');
  const digits = String(Number.parseInt(randomBytes(3).toString('hex'), 16) % 10_000_000).padStart(7, '0');
  return {
    name: `Meadowlark Gardens ${tag}`,
    contactName: `Jamie Ortega ${tag}`,
    email: `meadowlark-${tag}@example.com`,
    phone: `(628) ${digits.slice(0, 3)}-${digits.slice(3)}`,
  };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillApplication(page: Page, b: ReturnType<typeof newBusiness>) {
  await page.getByRole('textbox', { name: 'Business name' }).fill(b.name);
  await choose(page, 'Vendor type', 'Farmers/Produce');
  await choose(page, 'Preferred space type', '10x10 Standard');
  await page.getByRole('textbox', { name: 'Description' }).fill('Cut flowers, herbs and salad mix.');
  await page.getByRole('textbox', { name: 'Contact name' }).fill(b.contactName);
  await page.getByRole('textbox', { name: 'Email' }).fill(b.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(b.phone);
  await page.getByRole('textbox', { name: 'Street address' }).fill('880 Bloomfield Rd');
  await page.getByRole('textbox', { name: 'City' }).fill('Sebastopol');
  await page.getByRole('combobox', { name: 'State' }).fill('Calif');
  await page.getByRole('option', { name: 'California (CA)' }).click();
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('95472');
  // The organisation runs several markets: the applicant sells at the Sunday one.
  await page.getByRole('checkbox', { name: /MarketDay Town Square Market/ }).check();
}

test('a new vendor applies, is approved by the admin, sets a password from the e-mail and signs in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const business = newBusiness();

  // Apply from the landing page.
  await page.goto('/');
  await page.getByRole('link', { name: 'Apply as a Vendor' }).click();
  await expect(page).toHaveURL(/\/vendor\/new-apply$/);
  await expect(page.getByRole('heading', { name: 'Apply to Join Our Market' })).toBeVisible();
  await expect(page.getByText('Already registered?')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Preferred space type' })).toBeDisabled();
  await checkPage(page, 'apply');

  await fillApplication(page, business);
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await expect(submit).toBeDisabled();
  await expect(
    page.getByText('You must agree to the market regulations before submitting your application.'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /agree to the market regulations/ }).check();
  await submit.click();

  await expect(page.getByText('Space Request Submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/registration-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your Application!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/login');
  await checkPage(page, 'registration-confirmation');

  // A second application with the same e-mail is refused as a duplicate.
  await page.getByRole('link', { name: 'Apply as Vendor' }).click();
  await expect(page).toHaveURL(/\/vendor\/new-apply$/);
  const again = newBusiness();
  await fillApplication(page, { ...again, email: business.email });
  await page.getByRole('checkbox', { name: /agree to the market regulations/ }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Application not submitted' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByText('A vendor with this email address already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/new-apply$/);
  await checkPage(page, 'apply-refused');

  // The admin finds the application with the vendor search box and approves it.
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill(business.contactName);
  await page.getByRole('option', { name: `${business.name}, ${business.contactName}` }).click();
  await expect(page).toHaveURL(/\/vendor\/[0-9A-Z]+$/);
  await expect(page.getByRole('heading', { name: business.name, exact: true })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await checkPage(page, 'vendor-details');
  await page.getByRole('button', { name: `Approve ${business.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${business.name}?` });
  await expect(dialog).toBeVisible();
  await checkPage(page, 'approve-dialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Vendor approved')).toBeVisible();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('Market Admin');
  await signOut(page);

  // The welcome e-mail's link sets the password.
  const welcome = page
    .locator('article')
    .filter({ hasText: business.email })
    .filter({ hasText: 'Welcome to MarketDay' });
  await expect
    .poll(async () => {
      await page.goto('/_mailbox');
      return welcome.count();
    })
    .toBeGreaterThan(0);
  // It greets the person who applied, not the business.
  await expect(welcome.first()).toContainText(`Hello ${business.contactName},`);
  await welcome
    .first()
    .getByRole('link', { name: /reset-password/ })
    .click();
  // A first password is set, not reset.
  await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
  await expect(page.getByText('Reset Your Password')).toHaveCount(0);
  await checkPage(page, 'set-password');
  await page.getByLabel('New password', { exact: true }).fill('Sweet-peas-2026');
  await page.getByLabel('Confirm password').fill('Sweet-peas-2026');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Your password has been set. Please log in with your new password.')).toBeVisible();

  // The new vendor signs in and lands on the vendor dashboard.
  await signInWithForm(page, business.email, 'Sweet-peas-2026');
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(page.getByText(`Hello ${business.name}!`)).toBeVisible();
});

test('the admin vendor list applies the pending filter and the search term from the address', async ({ page }) => {
  // An application of this test's own, sent the way the form sends it.
  const business = newBusiness();
  const applied = await page.request.post('/api/public/apply', {
    headers: { 'x-requested-with': 'marketday' },
    data: {
      ...business,
      vendorTypeId: '3',
      description: 'Hand-bound notebooks.',
      addressLine1: '5 Paper Mill Rd',
      city: 'Arcata',
      state: 'CA',
      zipCode: '95521',
    },
  });
  expect(applied.status()).toBe(201);
  const tag = business.name.split(' ').at(-1)!;

  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
  await expect(page.getByRole('option', { name: `${business.name}, ${business.contactName}` })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/vendors\\?search=${tag}$`));
  const row = page.getByRole('row', { name: new RegExp(business.name) });
  await expect(row).toContainText(business.contactName);
  await expect(row).toContainText('Crafts');
  await expect(row).toContainText('Pending');
  await expect(page.getByRole('link', { name: 'Sunny Acres Farm' })).toHaveCount(0);
  await checkPage(page, 'admin-vendors-search');

  // Without the term, the pending filter keeps the application and drops the approved vendors.
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('');
  await expect(page.getByRole('link', { name: 'Sunny Acres Farm' })).toBeVisible();
  await page.getByRole('button', { name: 'Pending applications' }).click();
  await expect(page).toHaveURL(/status=PENDING/);
  await expect(page.getByRole('link', { name: business.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sunny Acres Farm' })).toHaveCount(0);
});
