import { expect, test, type Page } from './fixtures';
import { addOrderThroughApi, makeOrderReady } from './basket-helpers';
import { fillCard } from './payment-helpers';

/**
 * Issue 11's guest journey against the test payment provider: pay with a test card, the
 * thank-you page, tracking; a declined card then a good one; the reminder emails' link.
 */

async function openPayment(page: Page) {
  await page.goto('/');
  await addOrderThroughApi(page);
  await makeOrderReady(page);
  await page.goto('/payment');
  await expect(page.getByTestId('card-form')).toBeVisible();
}

test('pay with 4242… → order complete → tracking; Back cannot pay again', async ({ page }) => {
  await openPayment(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();

  await expect(page).toHaveURL(/\/order-complete$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Grace Hopper!');
  await expect(page.getByTestId('order-complete-numbers')).toHaveText(
    /^Your order number is P\d{7}\.$/,
  );
  await expect(page.getByTestId('header-basket')).toHaveAttribute('aria-label', 'Basket (0)');
  const purchases = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry) => (entry as { event?: string })?.event === 'purchase',
    ),
  );
  expect(purchases).toHaveLength(1);

  await page.getByTestId('completed-order-track').click();
  await expect(page).toHaveURL(/\/tracking\/[^/]+\/[^/]+$/);
  await expect(page.getByTestId('tracking-step-placed')).toHaveAttribute('data-reached', 'true');
  await expect(page.getByTestId('tracking-step-delivered')).toHaveAttribute(
    'data-reached',
    'false',
  );

  await page.goBack();
  await expect(page).toHaveURL(/\/order-complete$/);
  await page.goBack();
  // The paid basket is gone: /payment sends the shopper home.
  await expect(page.getByTestId('home')).toBeVisible();
});

test('a declined card shows why in the form; a good card then pays', async ({ page }) => {
  await openPayment(page);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByTestId('pay-button').click();
  await expect(
    page.getByTestId('card-form').getByRole('alert').filter({ hasText: /\S/ }),
  ).toHaveText('Your card was declined.');
  await expect(page.getByTestId('pay-button')).toBeEnabled();

  await page.getByTestId('card-form').getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/order-complete$/);
});

test('/continue-purchase/{productId} opens the product at its purchase area', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/category/flowers');
  const { data } = (await response.json()) as { data: { products: { id: number }[] } };
  const [first] = data.products;
  const product = (await (await request.get(`/api/product/id/${first.id}`)).json()) as {
    data: { product: { slug: string } };
  };
  await page.goto(`/continue-purchase/${first.id}`);
  await expect(page).toHaveURL(new RegExp(`/product/${product.data.product.slug}#purchase$`));
  await expect(page.locator('#purchase')).toBeInViewport();
});

test('/gift-card says an unknown code could not be found', async ({ page }) => {
  await page.goto('/gift-card');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check a Gift Card');
  await page.getByLabel('Gift card code').fill('ABCD-EFGH-JKLM-NPQR');
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByTestId('gift-card-check-error')).toHaveText(
    "Sorry, we couldn't find a gift card with that code.",
  );
});
