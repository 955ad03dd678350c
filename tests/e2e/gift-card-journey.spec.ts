import { expect, test, type Page } from './fixtures';
import { addOrderThroughApi, makeOrderReady } from './basket-helpers';
import { fillCard } from './payment-helpers';

/**
 * Issue 11's gift card journey in the browser: buy a £100 gift card for a friend, pay, read the
 * card's code from the email (the development outbox), spend part of it on a second order (it
 * covers the whole order, so no card is asked for), and check what is left on /gift-card.
 */

async function payWithCard(page: Page) {
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/order-complete$/);
}

test('buy a gift card, read its code from the email, spend part of it, check the balance', async ({
  page,
}) => {
  const friend = `friend-${Date.now()}-${test.info().project.name}@example.com`;

  // Buy: the gift card page's Continue opens the card's own checkout page.
  await page.goto('/product/gift-card');
  await page.getByTestId('gift-card-preset-10000').click();
  await page.getByTestId('gift-card-continue').click();
  await expect(page).toHaveURL(/\/checkout\/1$/);
  await page.getByTestId('gift-card-recipient-name').fill('Ada Lovelace');
  await page.getByTestId('gift-card-recipient-email').fill(friend);
  await page.getByTestId('gift-card-recipient-message').fill('Happy birthday, Ada!');
  await page.getByTestId('gift-card-recipient-save').click();
  await expect(page.getByTestId('gift-card-recipient-save')).toBeEnabled();
  await page.getByTestId('details-name').fill('Grace Hopper');
  await page.getByTestId('details-email').fill('grace@example.com');
  await page.getByTestId('details-save').click();
  await expect(page.getByTestId('details-save')).toBeEnabled();
  await page.goto('/payment');
  await expect(page.getByTestId('payment-total')).toContainText('£100.00');
  await payWithCard(page);

  // The card is emailed to the friend: read its code from the outbox.
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(friend)}`);
      const { data } = (await response.json()) as { data: { kind: string; text: string }[] };
      const email = data.find((row) => row.kind === 'gift-card');
      code = /^Code: (\S+)$/m.exec(email?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);

  // Spend part of it on flowers: it covers the whole order, so no card is asked for.
  await addOrderThroughApi(page);
  await makeOrderReady(page);
  const checkout = (await (await page.request.get('/api/checkout/get')).json()) as {
    data: { purchase: { total: number } };
  };
  const { total } = checkout.data.purchase;
  expect(total).toBeLessThan(10000);
  const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
  await page.goto('/payment');
  await page.getByTestId('gift-card-code').fill(code);
  await page.getByTestId('gift-card-apply').click();
  await expect(page.getByTestId('gift-card-applied')).toContainText(
    `Gift card ${code}: −${pounds(total)}`,
  );
  await expect(page.getByTestId('gift-card-remaining')).toHaveText(
    `${pounds(10000 - total)} left on the card after this purchase`,
  );
  await expect(page.getByTestId('card-form')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay with gift card' }).click();
  await expect(page).toHaveURL(/\/order-complete$/);

  // The rest stays on the card.
  await page.goto('/gift-card');
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByTestId('gift-card-check-balance')).toHaveText(
    `Balance: ${pounds(10000 - total)}`,
  );
  await expect(page.getByTestId('gift-card-check-expiry')).toContainText('Spend it by');
});
