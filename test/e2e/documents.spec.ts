import { addDays, isoDateInZone } from '../../shared/market-time.js';
import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_VENDOR, signIn, signOut } from './helpers.js';

/** A one-page PDF, made here so the test needs no file on disk; its first bytes are what the server checks. */
function makePdf(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${title}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

const stamp = Date.now().toString(36);
const FILE_NAME = `business-license-${stamp}.pdf`;
/** Ten days ahead in the market's zone: the badge reads "Expires in 10 days" (info, 15 days or fewer). */
const EXPIRES = addDays(isoDateInZone(new Date(), 'America/Los_Angeles'), 10);
/** The badge counts from the market's today, so a run that crosses midnight there reads one day fewer. */
const EXPIRES_BADGE = /^Expires in (10|9) days$/;

test.describe.configure({ mode: 'serial' });

test('a vendor uploads a document, an admin approves it, and the vendor sees it approved with its expiry badge', async ({
  page,
}) => {
  await signIn(page, DEMO_VENDOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello Sunny Acres Farm!' })).toBeVisible();
  await checkPage(page, 'vendor-dashboard');
  await page.getByRole('link', { name: 'Documents' }).first().click();
  await expect(page).toHaveURL(/\/vendor\/profile\/documents$/);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  // The demo's expired producer certificate shows its destructive badge.
  await expect(page.getByText(/^Expired \d+ days? ago$/).first()).toBeVisible();
  await checkPage(page, 'vendor-documents');

  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('Please select a document type and file').first()).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: 'Business License' }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: FILE_NAME,
    mimeType: 'application/pdf',
    buffer: makePdf(stamp),
  });
  await dialog.getByLabel('Expiration date').fill(EXPIRES);
  await checkPage(page, 'vendor-documents-upload');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Document uploaded successfully')).toBeVisible();
  const mine = page.getByRole('row').filter({ hasText: FILE_NAME });
  await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
  await expect(mine.getByText(EXPIRES_BADGE)).toBeVisible();
  await signOut(page);

  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');
  await page.goto('/admin/documents');
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  const pending = page.getByRole('row').filter({ hasText: FILE_NAME });
  await expect(pending.getByRole('link', { name: 'Sunny Acres Farm' })).toHaveAttribute(
    'href',
    /^\/vendor\/[0-9A-Z]+$/,
  );
  await pending.getByRole('button', { name: /^Approve / }).click();
  await expect(page.getByText('Document approved')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: FILE_NAME })).toHaveCount(0);

  await page.getByText('Expiring & Expired', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/documents\?filter=expiring$/);
  await expect(page.getByRole('row').filter({ hasText: FILE_NAME }).getByText(EXPIRES_BADGE)).toBeVisible();
  await checkPage(page, 'admin-documents-expiring');
  await signOut(page);

  await signIn(page, DEMO_VENDOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await page.goto('/vendor/profile/documents');
  const approved = page.getByRole('row').filter({ hasText: FILE_NAME });
  await expect(approved.getByText('Approved', { exact: true })).toBeVisible();
  await expect(approved.getByText(EXPIRES_BADGE)).toBeVisible();

  // Archived, it leaves the list (and the demo vendor's dashboard counts only the demo's expiring documents again).
  await approved.getByRole('button', { name: `Archive ${FILE_NAME}` }).click();
  await expect(page.getByText('Document archived')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: FILE_NAME })).toHaveCount(0);
});
