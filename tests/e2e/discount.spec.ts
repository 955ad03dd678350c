import { addOrderThroughApi, makeOrderReady } from './basket-helpers';
import { expect, test } from './fixtures';

const WELCOME_APPLIED = 'Discount code WELCOME10 has been applied and will be shown at checkout.';

test('WELCOME10 under and over £20, the XMAS2025 fallback, what is saved, and Remove', async ({
  page,
}) => {
  await page.goto('/');
  // A greetings card alone comes to less than £20.
  await addOrderThroughApi(page, 'birthday-cards');
  await page.goto('/checkout/1');

  // The Order Overview keeps the code box behind its prompt.
  const aside = page.getByRole('complementary', { name: 'Order summary' });
  await aside.getByRole('button', { name: 'Click here to redeem a discount code' }).click();
  const input = aside.getByRole('textbox', { name: 'Discount code' });
  await input.fill(' welcome 10 ');
  await expect(input).toHaveValue('welcome10');
  await aside.getByRole('button', { name: 'Apply discount code' }).click();
  const warning = aside.getByTestId('discount-message');
  await expect(warning).toHaveText('Spend £20 or more to use WELCOME10.');
  await expect(warning).toHaveAttribute('data-status', 'warning');
  await expect(aside.getByTestId('order-summary-saved-1')).toHaveCount(0);

  // Flowers take the basket over £20: the code now takes 10% off every product.
  await addOrderThroughApi(page);
  await makeOrderReady(page, 1);
  await makeOrderReady(page, 2);
  await page.goto('/payment');
  const payment = page.getByTestId('payment-page');
  await expect(payment.getByTestId('discount-message')).toHaveText(WELCOME_APPLIED);
  await expect(payment.getByTestId('payment-subtotal')).toBeVisible();
  const saved = payment.getByTestId('discount-saved');
  await expect(saved).toHaveText(/^You have saved £\d+\.\d\d$/);
  const subtotal = Number((await payment.getByTestId('payment-subtotal').textContent())!.slice(1));
  const toPay = Number((await payment.getByTestId('payment-to-pay').textContent())!.slice(1));
  expect(Number((await saved.textContent())!.replace('You have saved £', ''))).toBeCloseTo(
    subtotal - toPay,
    2,
  );

  // Remove: back to whole prices and an empty box.
  await payment.getByRole('button', { name: 'Remove Discount' }).click();
  await expect(saved).toHaveCount(0);
  const box = payment.getByTestId('discount-box');
  await box.getByRole('textbox', { name: 'Discount code' }).fill('XMAS2025');
  await box.getByRole('textbox', { name: 'Discount code' }).press('Enter');
  const fallback = box.getByTestId('discount-fallback');
  await expect(fallback).toContainText('This code has expired.');
  await fallback.click();
  await expect(box.getByTestId('discount-message')).toHaveText(WELCOME_APPLIED);
  await expect(payment.getByTestId('discount-saved')).toBeVisible();
});

test('an affiliate link (?aff=newbox15) says so and the code is there at payment', async ({
  page,
}) => {
  await page.goto('/?aff=newbox15');
  const banner = page.getByTestId('affiliate-banner');
  await expect(banner).toHaveText(
    /Discount code NEWBOX15 has been applied and will be shown at checkout\./,
  );
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toHaveCount(0);
  // Once per session: the same link again says nothing more.
  await page.goto('/?aff=newbox15');
  await expect(page.getByTestId('affiliate-banner')).toHaveCount(0);

  await addOrderThroughApi(page);
  await makeOrderReady(page);
  await page.goto('/payment');
  const payment = page.getByTestId('payment-page');
  await expect(payment.getByTestId('discount-message')).toHaveText(
    'Discount code NEWBOX15 has been applied and will be shown at checkout.',
  );
  await expect(payment.getByTestId('discount-saved')).toBeVisible();
});
