import { expect, test } from './fixtures';
import { addOrderThroughApi, makeOrderReady } from './basket-helpers';

const MISSING_CARD =
  'Your order is missing a card. Every order is sent with a free or premium card. Click here to edit your order.';
const INVALID_RECIPIENT = 'Please enter a valid recipient. Click here to edit your order.';

const pounds = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('the header counts the orders and the panel lists and removes them', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  await addOrderThroughApi(page);
  await page.reload();

  const count = page.getByTestId('header-basket-count');
  await expect(count).toHaveText('1');
  await page.getByTestId('header-basket').click();
  const panel = page.getByTestId('basket-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('order-summary-1')).toBeVisible();
  await expect(panel.getByTestId('order-summary-details-1')).toBeHidden();
  await panel.getByRole('button', { name: 'More Info' }).click();
  await expect(panel.getByTestId('order-summary-details-1')).toBeVisible();
  await panel.getByRole('button', { name: 'Less Info' }).click();
  await expect(panel.getByTestId('order-summary-details-1')).toBeHidden();
  await expect(panel.getByTestId('basket-details-warning')).toHaveText(
    "You've not supplied your name and email address, click here to fill them in.",
  );

  await panel.getByTestId('remove-order-1').click();
  const question = panel.getByText('Are you sure you want to remove your order?', { exact: true });
  await expect(question).toBeVisible();
  // Escape closes the question, not the panel, and keeps the order.
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('remove-order-1')).toBeFocused();
  await panel.getByTestId('remove-order-1').click();
  await expect(question).toBeVisible();
  await panel.getByRole('button', { name: 'Yes' }).click();
  await expect(panel.getByTestId('basket-empty')).toHaveText('Your basket is empty.');
  await expect(count).toHaveText('0');

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
});

test('the basket panel keeps focus inside, closes on Escape and hands focus back', async ({
  page,
}) => {
  await page.goto('/');
  await addOrderThroughApi(page);
  await page.reload();
  const button = page.getByTestId('header-basket');
  await expect(page.getByTestId('header-basket-count')).toHaveText('1');
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('basket-panel');
  await expect(panel.getByTestId('order-summary-1')).toBeVisible();
  await expect(panel).toBeFocused();

  const focusInPanel = () =>
    page.evaluate(() => document.getElementById('basket-panel')?.contains(document.activeElement));
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInPanel()).toBe(true);
    }
  }

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('proceeding to payment shows the fresh order errors in the panel', async ({ page }) => {
  await page.goto('/');
  await addOrderThroughApi(page);
  await page.reload();
  await page.getByTestId('header-basket').click();
  await page.getByTestId('basket-proceed').click();
  const errors = page.getByTestId('order-errors-1');
  await expect(errors).toContainText(MISSING_CARD);
  await expect(errors).toContainText(INVALID_RECIPIENT);
  await errors.getByRole('link', { name: 'Click here to edit your order.' }).first().click();
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await expect(page.getByTestId('basket-panel')).toHaveCount(0);
});

test('the checkout page edits card, message, recipient and details', async ({ page }) => {
  await page.goto('/');
  await addOrderThroughApi(page);
  await page.goto('/checkout/1');
  await expect(page.getByTestId('checkout-page')).toBeVisible();

  const orderErrors = page.getByTestId('checkout-order-errors');
  await expect(orderErrors).toContainText(MISSING_CARD);
  await expect(orderErrors).toContainText(INVALID_RECIPIENT);

  const total = page.getByTestId('checkout-page').getByTestId('order-summary-total');
  const before = pounds(await total.textContent());
  await page.getByRole('radio', { name: /Premium A6 Card/ }).check();
  await expect.poll(async () => pounds(await total.textContent())).toBeCloseTo(before + 2.25, 2);
  await expect(orderErrors).not.toContainText(MISSING_CARD);

  const message = page.getByTestId('message-input');
  await message.fill('x'.repeat(401));
  await expect(page.getByTestId('message-overflow')).toHaveText(
    'Oops! Your message is a bit too long - please shorten it.',
  );
  await expect(page.getByTestId('message-save')).toBeDisabled();
  await message.fill('Happy birthday! With love from all of us.');
  await expect(page.getByTestId('message-overflow')).toHaveCount(0);
  await page.getByTestId('message-save').click();
  await expect(page.getByTestId('message-saved')).toHaveText('Saved');

  await page.getByTestId('recipient-recipientName').fill('Ada Lovelace');
  await page.getByTestId('recipient-postcode').fill('SW1A1AA');
  await page.getByTestId('recipient-save').click();
  await expect(page.getByTestId('recipient-error')).toHaveText('Please enter a valid recipient.');
  await page.getByTestId('recipient-addressLine1').fill('10 Downing Street');
  await page.getByTestId('recipient-town').fill('London');
  await page.getByTestId('recipient-save').click();
  await expect(page.getByTestId('recipient-saved')).toHaveText('Saved');
  await expect(page.getByTestId('checkout-order-errors')).toHaveCount(0);

  await page.getByTestId('details-name').fill('Grace Hopper');
  await page.getByTestId('details-email').fill('grace@example.com');
  await expect(page.getByTestId('details-mailshot')).toBeChecked();
  await page.getByTestId('details-save').click();
  await expect(page.getByTestId('details-saved')).toHaveText('Saved');
});

test('removing the last order on the checkout page goes home', async ({ page }) => {
  await page.goto('/');
  await addOrderThroughApi(page);
  await page.goto('/checkout/1');
  await page.getByTestId('remove-order-1').click();
  await expect(
    page.getByText('Are you sure you want to remove your order?', { exact: true }),
  ).toBeVisible();
  await page.getByTestId('remove-confirm-yes').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home')).toBeVisible();
});

test('an empty basket sends the checkout page home', async ({ page }) => {
  await page.goto('/checkout/1');
  await expect(page.getByTestId('home')).toBeVisible();
});

test('each checkout page leads on: the next order, then payment; the header keeps the basket', async ({
  page,
}) => {
  await page.goto('/');
  await addOrderThroughApi(page);
  await addOrderThroughApi(page);
  await makeOrderReady(page, 1);

  // Order 2 still needs a card and a recipient: /payment opens its checkout page with its errors.
  await page.goto('/payment');
  await expect(page).toHaveURL(/\/checkout\/2$/);
  const errors = page.getByTestId('checkout-order-errors');
  await expect(errors).toContainText(MISSING_CARD);
  await expect(errors).toContainText(INVALID_RECIPIENT);

  await page.goto('/checkout/1');
  const next = page.getByTestId('checkout-next-step');
  await next.getByRole('link', { name: 'Continue to order 2' }).click();
  await expect(page).toHaveURL(/\/checkout\/2$/);

  await makeOrderReady(page, 2);
  await page.reload();
  await next.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId('payment-page').getByTestId('order-summary-2')).toBeVisible();

  // Back to the basket from the checkout header.
  await page.getByTestId('checkout-header').getByRole('button', { name: 'Basket (2)' }).click();
  await expect(page.getByTestId('basket-panel').getByTestId('order-summary-2')).toBeVisible();
});
