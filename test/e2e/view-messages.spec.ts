import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { queuedMessageKeys } from '../../functions/lib/data/keys.js';
import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './helpers.js';
import { stackTable } from './stack-data.js';

/**
 * View Messages: a reminder the mail provider refused (the local mailbox refuses bounce+…@ addresses for good) is
 * failed in the log with its reason; the admin filters to failed messages, reads the reason and resends it.
 */
async function failedReminder(vendorName: string, to: string) {
  const { ddb, tableName } = stackTable();
  const id = ulid();
  const at = new Date().toISOString();
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...queuedMessageKeys({ id, createdAt: at, status: 'failed', templateId: 'request_reminder' }),
        _type: 'queued_message',
        id,
        channel: 'email',
        to,
        recipientName: vendorName,
        templateId: 'request_reminder',
        variables: { vendorName, marketDate: 'Sunday, June 7', link: 'http://localhost/vendor/market-dates' },
        subject: 'Will we see you on Sunday, June 7?',
        status: 'failed',
        error: `MessageRejected: The address ${to} is on the local bounce list`,
        attempts: 1,
        createdAt: at,
        updatedAt: at,
      },
    }),
  );
  return id;
}

test('an admin filters to failed messages, reads the reason and resends one', async ({ page }) => {
  const tag = Date.now().toString(36);
  const vendorName = `Bouncing Farm ${tag}`;
  const to = `bounce+${tag}@example.com`;
  await failedReminder(vendorName, to);

  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard');

  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { name: 'View Messages' })).toBeVisible();
  await expect(page).toHaveTitle('MarketDay - View Messages');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed', exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=failed/);
  const table = page.getByRole('table', { name: 'Messages' });
  const row = table.getByRole('row', { name: new RegExp(vendorName) });
  await expect(row).toContainText('Failed');
  await expect(row).toContainText(`MessageRejected: The address ${to} is on the local bounce list`);
  await expect(row).toContainText('Will we see you on Sunday, June 7?');
  await expect(row).toContainText('Space request reminder');
  await checkPage(page, 'view-messages-failed');

  await row.getByRole('button', { name: `Resend the message to ${vendorName} (${to})` }).click();
  await expect(page.getByText('Message queued again')).toBeVisible();
  // The original is marked resent and cannot be resent twice.
  const rows = table.getByRole('row', { name: new RegExp(vendorName) });
  const original = rows.filter({ hasText: 'Resent' });
  await expect(original).toHaveCount(1);
  await expect(original.getByRole('button', { name: /^Resend the message to / })).toBeDisabled();

  // The filter survives a reload: it lives in the address.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Failed');

  // Without the filter the copy shows too, whatever its state: the worker takes it, and the same address refuses it
  // again, so it ends failed and may be resent in turn.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed', exact: true }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(rows).toHaveCount(2);
  const copy = rows.filter({ hasNotText: 'Resent' });
  await expect(copy).toContainText('Failed');
  await expect(copy.getByRole('button', { name: /^Resend the message to / })).toBeEnabled();

  // Nothing matches: the empty state.
  await page.goto('/admin/messages?status=failed&from=2001-01-01&to=2001-01-31');
  await expect(page.getByText('No messages found')).toBeVisible();
});

test('on a phone the messages are cards with their status and Resend', async ({ page }) => {
  const tag = `p${Date.now().toString(36)}`;
  const vendorName = `Phone Farm ${tag}`;
  await failedReminder(vendorName, `bounce+${tag}@example.com`);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await checkPage(page, 'admin-dashboard-phone');

  await page.goto('/admin/messages?status=failed');
  const cards = page.getByRole('list', { name: 'Messages' });
  const card = cards.getByRole('listitem').filter({ hasText: vendorName });
  await expect(card).toContainText('Failed');
  await expect(card.getByRole('button', { name: /^Resend the message to / })).toBeEnabled();
  await checkPage(page, 'view-messages-phone');
});
