import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { addOrderThroughApi } from './basket-helpers';

interface Variant {
  id: number;
  description: string;
  price: number;
  discountedPrice: number;
}

interface Product {
  id: number;
  sku: string;
  name: string;
  slug: string;
  pageTitle: string;
  priceLabel: string | null;
  discountAmount: string;
  discountedPrice: number;
  available: boolean;
  distributorName: string;
  attributes: string[];
  isPersonalisable: boolean;
  variants: Variant[];
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const CSP_VIOLATION = /Content Security Policy|Refused to/i;

/** Console errors and page errors; Chromium reports every CSP violation as a console error. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function getData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A flower from the seeded /category/flowers listing that comes in three sizes. */
async function productWithThreeSizes(request: APIRequestContext): Promise<Product> {
  const listing = await getData<{ products: { slug: string }[] }>(request, '/api/category/flowers');
  for (const { slug } of listing.products) {
    const { product } = await getData<{ product?: Product }>(request, `/api/product/slug/${slug}`);
    if (
      product &&
      product.available &&
      product.variants.length === 3 &&
      product.priceLabel === null &&
      product.discountAmount === '0.00'
    ) {
      return product;
    }
  }
  throw new Error('No product with three sizes in /category/flowers');
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768;

test('a product page has its title, JSON-LD, view_item, gallery and bouquet contents', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const product = await productWithThreeSizes(request);
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page).toHaveTitle(`${product.pageTitle} | Posy`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/product/${product.slug}$`),
  );

  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(ld['@type']).toBe('Product');
  expect(ld.sku).toBe(product.sku);
  expect(ld.offers.priceCurrency).toBe('GBP');
  expect(ld.offers.price).toBe(product.discountedPrice / 100);
  expect(ld.image[0]).toMatch(/^http:\/\/localhost:\d+\/images\//);

  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some((entry) => (entry as { event?: string })?.event === 'view_item'),
  );
  const viewItem = await page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry) => (entry as { event?: string })?.event === 'view_item',
    ),
  );
  expect(viewItem).toHaveLength(1);
  expect(viewItem[0]).toMatchObject({
    ecommerce: {
      currency: 'GBP',
      items: [
        {
          item_name: product.name,
          item_id: String(product.id),
          item_brand: product.distributorName,
          quantity: 1,
        },
      ],
    },
  });

  const image = page.getByTestId('product-gallery-main-image');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('alt', product.name);
  // Visible is not decoded: wait for the picture itself to arrive.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  if (isDesktop(page)) {
    const zoom = page.getByTestId('product-gallery-zoom');
    await zoom.hover({ position: { x: 40, y: 40 } });
    await expect(zoom).toHaveAttribute('data-zoomed', 'true');
  } else {
    await expect(page.getByTestId('product-gallery-carousel')).toBeVisible();
  }

  const contents = page.getByRole('button', { name: 'Bouquet contents' });
  await expect(contents).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('bouquet-contents-list')).toBeHidden();
  await contents.click();
  await expect(contents).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('bouquet-contents-list')).toBeVisible();

  await expect(page.getByTestId('product-payment-badges')).toContainText('Apple Pay');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors.filter((e) => CSP_VIOLATION.test(e))).toEqual([]);
});

test('choosing a size shows its price, and Continue reveals the purchase area', async ({
  page,
  request,
}) => {
  const product = await productWithThreeSizes(request);
  const [, second, third] = product.variants;
  await page.goto(`/product/${product.slug}`);
  const sizes = page.getByRole('group', { name: 'Choose your size' });
  await expect(sizes.getByRole('radio')).toHaveCount(3);
  await expect(page.getByTestId('purchase-area')).toHaveCount(0);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();

  await sizes.getByRole('radio', { name: new RegExp(second.description) }).check();
  await expect(page.getByTestId('product-price')).toHaveText(pounds(second.discountedPrice));
  await continueButton.click();
  const area = page.getByRole('region', { name: 'Choose delivery' });
  await expect(area).toBeVisible();
  // The slot now holds the purchase area itself: the date picker and the add button.
  await expect(area.getByTestId('delivery-date-picker')).toBeVisible();
  await expect(area.getByTestId('add-to-basket')).toBeVisible();
  await expect(area).toBeFocused();

  await sizes.getByRole('radio', { name: new RegExp(third.description) }).check();
  await expect(page.getByTestId('purchase-area')).toHaveCount(0);
  await expect(page.getByTestId('product-price')).toHaveText(pounds(third.discountedPrice));
});

test('the size chosen is the size added: the basket shows its name and price', async ({
  page,
  request,
}) => {
  const product = await productWithThreeSizes(request);
  const second = product.variants[1];
  await page.goto(`/product/${product.slug}`);
  const sizes = page.getByRole('group', { name: 'Choose your size' });
  await sizes.getByRole('radio', { name: new RegExp(second.description) }).check();
  await expect(page.getByTestId('product-price')).toHaveText(pounds(second.discountedPrice));
  await page.getByRole('button', { name: 'Continue' }).click();
  const area = page.getByRole('region', { name: 'Choose delivery' });
  const add = area.getByRole('button', { name: 'Add to basket' });
  // The first day with a method that needs no postcode check leaves Add enabled.
  const days = area.getByRole('radio', { name: / by / });
  await expect(days.first()).toBeVisible();
  for (let i = 0; i < (await days.count()) && !(await add.isEnabled()); i += 1) {
    await days.nth(i).check();
  }
  await expect(add).toBeEnabled();
  await add.click();

  const panel = page.getByTestId('basket-panel');
  const name = `${product.name} (${second.description})`;
  await expect(panel.getByTestId('order-summary-product')).toHaveText(name);
  await panel.getByRole('button', { name: 'More Info' }).click();
  const main = panel.getByTestId('order-summary-main');
  await expect(main).toContainText(name);
  await expect(main).toContainText(pounds(second.discountedPrice));

  // The same size and price reach the order's checkout page (and, from its state, payment).
  await page.goto('/checkout/1');
  const checkout = page.getByTestId('checkout-page');
  await expect(checkout).toContainText(name);
  await expect(checkout).toContainText(pounds(second.discountedPrice));
});

test("the 'Why choose Posy' tabs switch with the keyboard", async ({ page, request }) => {
  const product = await productWithThreeSizes(request);
  await page.goto(`/product/${product.slug}`);
  const tabs = page.getByRole('tablist', { name: 'Why choose Posy' }).getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await page.keyboard.press('End');
  await expect(tabs.last()).toBeFocused();
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('img', { name: /^Rated \d out of 5$/ })
      .first(),
  ).toBeVisible();
});

test('a related product link opens that product', async ({ page, request }) => {
  const product = await productWithThreeSizes(request);
  const related = await getData<{ link: string; name: string }[]>(
    request,
    `/api/product/you-may-also-be-interested-in/${product.id}`,
  );
  expect(related.length).toBeGreaterThan(0);
  await page.goto(`/product/${product.slug}`);
  const list = page.getByTestId('related-products');
  await expect(list.getByRole('heading')).toHaveText('You might also be interested in…');
  await list.getByRole('link', { name: related[0].name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${related[0].link}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(related[0].name);
});

test('an unknown product shows the not-found page', async ({ page }) => {
  await page.goto('/product/not-a-product');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found.');
});

test('/product/dried-flowers lands on the dried flowers category', async ({ page }) => {
  await page.goto('/product/dried-flowers');
  await expect(page).toHaveURL(/\/category\/dried-flowers$/);
});

test('a greetings card uses the card layout', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const listing = await getData<{ products: { slug: string }[] }>(
    request,
    '/api/category/personalised-cards',
  );
  const { product } = await getData<{ product: Product }>(
    request,
    `/api/product/slug/${listing.products[0].slug}`,
  );
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByTestId('product-page')).toHaveAttribute('data-layout', 'card');
  const size = product.attributes.includes('A5')
    ? 'Premium A5 Card'
    : product.attributes.includes('A6')
      ? 'Premium A6 Card'
      : 'Standard Card';
  await expect(page.getByTestId('card-size')).toHaveText(size);
  if (product.isPersonalisable) {
    await expect(page.getByRole('heading', { name: 'Personalise this card' })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Bouquet contents' })).toHaveCount(0);
  const box = await page.getByTestId('product-gallery-main-image').boundingBox();
  expect(box && box.height > box.width).toBe(true);
  expect(errors.filter((e) => CSP_VIOLATION.test(e))).toEqual([]);
});

test('the gift card page checks the amount before Continue', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/product/gift-card');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posy Gift Card');
  await expect(page).toHaveTitle('Posy Gift Card | Posy');
  await expect(page.getByTestId('gift-card-from')).toHaveText('From £5');
  const amounts = page.getByRole('group', { name: 'Choose an amount' }).getByRole('radio');
  await expect(amounts).toHaveCount(8);
  await expect(page.getByRole('radio', { name: '£30', exact: true })).toBeChecked();
  await expect(page.getByTestId('gift-card-hint')).toHaveText(
    'Custom amounts are available between £5 and £250',
  );

  const custom = page.getByLabel('Or enter a custom amount in pounds');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeEnabled();
  await custom.fill('300');
  await expect(page.getByRole('radio', { name: '£30', exact: true })).not.toBeChecked();
  await expect(continueButton).toBeDisabled();
  await custom.fill('5');
  await expect(continueButton).toBeEnabled();
  await custom.fill('4');
  await expect(continueButton).toBeDisabled();
  await page.getByRole('radio', { name: '£50', exact: true }).check();
  await expect(custom).toHaveValue('');
  await expect(continueButton).toBeEnabled();

  const question = page.getByRole('button', { name: 'How long is a Posy gift card valid for?' });
  const answer = page.getByText('Every gift card is valid for 2 years from the day it is bought.');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  expect(errors.filter((e) => CSP_VIOLATION.test(e))).toEqual([]);
});

test("a custom gift card amount as written ('£25') lands on the card's own checkout page", async ({
  page,
}) => {
  await page.goto('/');
  await addOrderThroughApi(page);
  await page.goto('/product/gift-card');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Gift Cards']);
  await page.getByLabel('Or enter a custom amount in pounds').fill('£25');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The flower is order 1: the gift card has the second checkout page.
  await expect(page).toHaveURL(/\/checkout\/2$/);
  await expect(page.getByTestId('order-summary-2')).toContainText('£25.00');
});
