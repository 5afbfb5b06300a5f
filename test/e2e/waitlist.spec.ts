import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/lib/data/keys.js';
import { checkPage, expect, test } from './fixtures.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './helpers.js';
import { stackTable } from './stack-data.js';
import { createWaitlistData } from './waitlist-data.js';

// The waiting vendor opens the offer from its e-mail on a phone.
test.use({ viewport: { width: 375, height: 812 } });

test('a freed space is offered to the first vendor waiting, who accepts it from the e-mailed link', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { marketDate, space, holder, waiting } = await createWaitlistData();

  // The admin cancels the stand holding the date's only space: its place and its space are free.
  const login = await page.request.post('/api/auth/login', {
    data: { emailOrPhone: DEMO_ADMIN, password: DEMO_PASSWORD },
    headers: { 'x-requested-with': 'marketday' },
  });
  expect(login.ok()).toBe(true);
  const freed = await page.request.post(`/api/market-dates/${marketDate.id}/reject?vendorId=${holder.id}`, {
    data: { as: 'cancel', reason: 'Stall moved to another market' },
    headers: { 'x-requested-with': 'marketday' },
  });
  expect(freed.ok()).toBe(true);
  await page.context().clearCookies();

  // The offer arrives in the local mailbox; the vendor follows its link.
  await expect
    .poll(async () => {
      await page.goto('/_mailbox');
      return page.getByRole('link', { name: /\/w\// }).count();
    })
    .toBeGreaterThan(0);
  await page.getByRole('link', { name: /\/w\// }).first().click();

  await expect(page).toHaveURL(/\/w\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { name: 'Space W1 for Sunday, May 4' })).toBeVisible();
  await expect(page.getByText(`${waiting.name}, a space opened up at the market`)).toBeVisible();
  await checkPage(page, 'waitlist-offer');

  await page.getByRole('button', { name: 'Accept the space' }).click();
  await expect(page.getByRole('status')).toHaveText('You accepted this space.');
  await checkPage(page, 'waitlist-offer-accepted');

  // Accepting approved the request and gave it the space.
  const { ddb, tableName } = stackTable();
  const stored = await ddb.send(
    new GetCommand({ TableName: tableName, Key: keys.spaceRequest(marketDate.id, waiting.id), ConsistentRead: true }),
  );
  expect(stored.Item).toMatchObject({ status: 'approved', spaceId: space.id, waitlisted: false });
});
