import { expect, test, type APIRequestContext } from './fixtures';
import { fillCard } from './payment-helpers';

/**
 * Issue 11's guest journey, every step in the browser: a flower from its product page into the
 * basket, the basket panel, the checkout page's sections, payment with the 4242 test card, the
 * thank-you page, and the order's tracking page.
 */

interface Product {
  slug: string;
  available: boolean;
  variants: { id: number }[];
}

async function flowerWithSizes(request: APIRequestContext): Promise<Product> {
  const listing = (await (await request.get('/api/category/flowers')).json()) as {
    data: { products: { slug: string }[] };
  };
  for (const { slug } of listing.data.products) {
    const { data } = (await (await request.get(`/api/product/slug/${slug}`)).json()) as {
      data: { product?: Product };
    };
    if (data.product?.available && data.product.variants.length > 1) return data.product;
  }
  throw new Error('No flower with sizes is seeded');
}

test('product → basket → checkout → pay with 4242 → order complete → tracking', async ({
  page,
  request,
}) => {
  const flower = await flowerWithSizes(request);
  await page.goto(`/product/${flower.slug}`);
  await page.getByRole('group', { name: 'Choose your size' }).getByRole('radio').first().check();
  await page.getByTestId('variant-continue').click();
  const area = page.getByTestId('purchase-area');
  await expect(area.getByTestId('calendar-status')).toHaveText('');
  const methods = area.getByRole('group', { name: 'Choose a delivery method' });
  await methods
    .getByRole('radio', { name: /Tracked Delivery|Standard Delivery/ })
    .first()
    .check();
  await area.getByRole('button', { name: 'Add to basket' }).click();

  const panel = page.getByTestId('basket-panel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('header-basket-count')).toHaveText('1');
  await panel.getByTestId('basket-proceed').click();
  await panel
    .getByTestId('order-errors-1')
    .getByRole('link', { name: 'Click here to edit your order.' })
    .first()
    .click();

  await expect(page).toHaveURL(/\/checkout\/1$/);
  await page.getByRole('radio', { name: /Standard Card/ }).check();
  await page.getByTestId('message-input').fill('Happy birthday!\nLove, Grace');
  await page.getByTestId('message-save').click();
  await expect(page.getByTestId('message-saved')).toHaveText('Saved');
  await page.getByTestId('recipient-recipientName').fill('Ada Lovelace');
  await page.getByTestId('recipient-addressLine1').fill('10 Downing Street');
  await page.getByTestId('recipient-town').fill('London');
  await page.getByTestId('recipient-postcode').fill('SW1A 2AA');
  await page.getByTestId('recipient-save').click();
  await expect(page.getByTestId('recipient-saved')).toHaveText('Saved');
  await page.getByTestId('details-name').fill('Grace Hopper');
  await page.getByTestId('details-email').fill('grace@example.com');
  await page.getByTestId('details-save').click();
  await expect(page.getByTestId('details-saved')).toHaveText('Saved');
  await page.getByTestId('checkout-to-payment').click();

  await expect(page).toHaveURL(/\/payment$/);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();

  await expect(page).toHaveURL(/\/order-complete$/);
  // GA4's checkout events, in order, each once (the server's feed mirrors the same three).
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [])
          .map((entry) => entry?.event)
          .filter((event) =>
            ['begin_checkout', 'add_payment_info', 'purchase'].includes(event ?? ''),
          ),
      ),
    )
    .toEqual(['begin_checkout', 'add_payment_info', 'purchase']);
  await expect(page.getByTestId('order-complete-numbers')).toHaveText(
    /^Your order number is P\d{7}\.$/,
  );
  await expect(page.getByTestId('header-basket-count')).toHaveText('0');
  await page.getByTestId('completed-order-track').click();
  await expect(page).toHaveURL(/\/tracking\/SW1A(%20| )2AA\/TN[A-Z0-9]{10}$/);
  await expect(page.getByTestId('tracking-step-placed')).toHaveAttribute('data-reached', 'true');
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
});
