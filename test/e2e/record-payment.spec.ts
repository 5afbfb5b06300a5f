import { checkPage, expect, test, type Page } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';
import { createRecordPaymentData } from './record-payment-data.js';

const DATE_TEXT = 'Sun, May 15, 2033';

/** Space History's row of the test's date, and one of its money cells by column header. */
async function historyCell(page: Page, header: string) {
  const table = page.getByRole('table', { name: 'Space requests' });
  const headers = await table.getByRole('columnheader').allTextContents();
  const row = table.getByRole('row').filter({ hasText: DATE_TEXT });
  return row.getByRole('cell').nth(headers.indexOf(header));
}

test('an admin approves a request, assigns a space, records the payment, and the balance reads $0.00', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { marketDate, vendor } = await createRecordPaymentData();
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');

  // Approve the vendor's request on the date's Market Requests screen.
  await page.goto(`/date/${marketDate.id}/requests?status=all&type=all`);
  const requestRow = page.getByRole('row').filter({ hasText: vendor.name });
  await requestRow.getByRole('button', { name: `Approve ${vendor.name}` }).click();
  await expect(page.getByText('Space request approved')).toBeVisible();

  // Assign a space.
  await page.goto(`/date/${marketDate.id}/spaces`);
  await page.getByRole('button', { name: 'Assign vendor to space P1' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign Vendor to Space P1' });
  await assign.getByRole('combobox', { name: 'Vendor' }).fill(vendor.name);
  await page.getByRole('option', { name: new RegExp(vendor.name) }).click();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('The vendor has been assigned to this space.')).toBeVisible();

  // Space History: the approved date is owed in full.
  await page.goto(`/vendor/${vendor.id}/requests`);
  await expect(page.getByRole('heading', { name: `${vendor.name} Space Requests` })).toBeVisible();
  const row = page.getByRole('table', { name: 'Space requests' }).getByRole('row').filter({ hasText: DATE_TEXT });
  await expect(row).toContainText('Approved');
  const balance = (await (await historyCell(page, 'Balance')).textContent())!.trim();
  expect(balance).toMatch(/^\$[1-9][\d,]*\.\d\d$/);
  await expect(await historyCell(page, 'Due')).toHaveText(balance);

  // The history of the request shows the approval.
  await row.getByRole('button', { name: `History ${DATE_TEXT}` }).click();
  const history = page.getByRole('dialog', { name: 'Space Request History' });
  await expect(history.getByRole('table', { name: 'Audit log' })).toBeVisible();
  await checkPage(page, 'space-request-history');
  await page.keyboard.press('Escape');

  // Record the payment of the whole balance.
  await page.getByRole('link', { name: 'Payment History' }).click();
  await expect(page.getByRole('heading', { name: `${vendor.name} Payment History` })).toBeVisible();
  await expect(page.getByText('No payment information available.')).toBeVisible();
  await checkPage(page, 'payment-history-empty');
  await page.getByRole('button', { name: 'Add Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record New Payment' });
  await expect(dialog.getByRole('combobox', { name: 'Payment method' })).toHaveValue('Cash');
  await checkPage(page, 'record-payment-dialog');
  await dialog.getByRole('combobox', { name: 'Market date' }).click();
  await page.getByRole('option', { name: new RegExp(`^${DATE_TEXT}`) }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(balance.replace(/[$,]/g, ''));
  await dialog.getByRole('textbox', { name: 'Confirmation number' }).fill('RCPT-1001');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('The payment has been recorded successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row').filter({ hasText: 'RCPT-1001' })).toContainText(balance);
  await expect(page.getByTestId('payments-total')).toHaveText(balance);
  await checkPage(page, 'payment-history');

  // The receipt.
  await page.getByRole('button', { name: new RegExp(`^Receipt for ${balance.replace('$', '\\$')}`) }).click();
  const receipt = page.getByRole('dialog', { name: 'Payment Receipt' });
  await expect(receipt).toContainText(vendor.name);
  await expect(receipt).toContainText('RCPT-1001');
  await checkPage(page, 'payment-receipt');
  await page.keyboard.press('Escape');

  // Space History: nothing owed any more.
  await page.getByRole('link', { name: 'Space History' }).click();
  await expect(page.getByRole('heading', { name: `${vendor.name} Space Requests` })).toBeVisible();
  await expect(await historyCell(page, 'Paid')).toHaveText(balance);
  await expect(await historyCell(page, 'Balance')).toHaveText('$0.00');
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('$0.00');
  await checkPage(page, 'space-history');

  // The financial edit shows the same money.
  await row.getByRole('button', { name: `Edit ${DATE_TEXT}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Space Request' });
  await expect(edit.getByRole('textbox', { name: 'Balance' })).toHaveValue('$0.00');
  await expect(edit.getByRole('textbox', { name: 'Amount paid' })).toHaveValue(balance);
  await checkPage(page, 'financial-edit');
  await page.keyboard.press('Escape');

  // The vendor's page lists the payment.
  await page.goto(`/vendor/${vendor.id}`);
  await expect(page.getByRole('list', { name: 'Recent payments' })).toContainText(balance);
});
