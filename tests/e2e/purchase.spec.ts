import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';

interface Product {
  id: number;
  slug: string;
  name: string;
  available: boolean;
  isAgeRestricted: boolean;
  variants: { id: number }[];
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

async function getData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The first product of a seeded category that passes `test`. */
async function findProduct(
  request: APIRequestContext,
  category: string,
  accept: (product: Product) => boolean,
): Promise<Product> {
  const listing = await getData<{ products: { slug: string }[] }>(
    request,
    `/api/category/${category}`,
  );
  for (const { slug } of listing.products) {
    const { product } = await getData<{ product?: Product }>(request, `/api/product/slug/${slug}`);
    if (product && product.available && accept(product)) return product;
  }
  throw new Error(`No matching product in /category/${category}`);
}

/** Opens a flower with sizes, picks the first size and presses Continue. */
async function openFlower(page: Page, request: APIRequestContext): Promise<Locator> {
  const product = await findProduct(request, 'flowers', (p) => p.variants.length > 1);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('group', { name: 'Choose your size' }).getByRole('radio').first().check();
  await expect(page.getByTestId('variant-continue')).toBeEnabled();
  await page.getByTestId('variant-continue').click();
  const area = page.getByTestId('purchase-area');
  await expect(area.getByTestId('delivery-date-picker')).toBeVisible();
  await expect(area.getByTestId('calendar-status')).toHaveText('');
  return area;
}

/** Selects the first shown day offering `methodName`, stepping More Dates until one does. */
async function chooseDayWith(area: Locator, methodName: string): Promise<void> {
  const methods = area.getByRole('group', { name: 'Choose a delivery method' });
  for (let step = 0; step < 5; step += 1) {
    const days = area.getByTestId('delivery-date-picker').locator('input[type=radio]:enabled');
    await expect(days.first()).toBeAttached();
    const count = await days.count();
    for (let i = 0; i < count; i += 1) {
      await days.nth(i).check();
      if ((await methods.getByRole('radio', { name: new RegExp(methodName) }).count()) > 0) {
        return;
      }
    }
    await area.getByRole('button', { name: 'More Dates' }).click();
    await expect(area.getByTestId('calendar-status')).toHaveText('');
  }
  throw new Error(`No day offers ${methodName}`);
}

test('a flower is added to the basket from the compact calendar', async ({ page, request }) => {
  const area = await openFlower(page, request);
  const days = area.getByRole('radio', { name: / by / });
  await expect(days).toHaveCount(1);
  await expect(area.locator('[data-testid^="calendar-day-"]')).toHaveCount(4);
  await expect(days.first()).toHaveAccessibleName(/^\d+(st|nd|rd|th) [A-Z][a-z]+ by .+/);

  await chooseDayWith(area, 'Tracked Delivery');
  const methods = area.getByRole('group', { name: 'Choose a delivery method' });
  await expect(methods.getByRole('radio').first()).toBeChecked();
  await methods.getByRole('radio', { name: /Tracked Delivery/ }).check();

  const add = area.getByRole('button', { name: 'Add to basket' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          window.dataLayer?.some(
            (entry) => (entry as { event?: string }).event === 'add_to_cart',
          ) ?? false,
      ),
    )
    .toBe(true);
  const state = await getData<{
    purchase: { orders: { orderDelivery: { methodName: string } }[] };
  }>(page.request, '/api/checkout/get');
  expect(state.purchase.orders).toHaveLength(1);
  expect(state.purchase.orders[0].orderDelivery.methodName).toBe('Tracked Delivery');
});

test('Before 1pm needs a postcode check', async ({ page, request }) => {
  const area = await openFlower(page, request);
  await chooseDayWith(area, 'Before 1pm');
  const add = area.getByRole('button', { name: 'Add to basket' });
  await expect(area.getByTestId('postcode-check')).toHaveCount(0);
  await area
    .getByRole('group', { name: 'Choose a delivery method' })
    .getByRole('radio', { name: /Before 1pm/ })
    .check();

  const form = area.getByTestId('postcode-check');
  await expect(form.getByRole('heading')).toHaveText('Postcode check (required)');
  const input = form.getByLabel('Please enter the delivery postcode:');
  await expect(input).toHaveAttribute('placeholder', 'E.g. AB1 2CD');
  await expect(add).toBeDisabled();

  await input.fill('ZZ!');
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(form.getByTestId('postcode-error')).toHaveText(
    'Oops! This postcode does not appear to be valid.',
  );

  await input.fill('SW1A 1AA');
  await expect(input).toHaveValue('SW1A1AA');
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(form.getByTestId('postcode-valid')).toHaveText('Postcode is valid');
  await expect(form.getByRole('button', { name: 'Check' })).toHaveCount(0);
  await expect(add).toBeEnabled();
});

test('a Highlands postcode rules Before 1pm out', async ({ page, request }) => {
  const area = await openFlower(page, request);
  await chooseDayWith(area, 'Before 1pm');
  const methods = area.getByRole('group', { name: 'Choose a delivery method' });
  await methods.getByRole('radio', { name: /Before 1pm/ }).check();
  const form = area.getByTestId('postcode-check');
  await form.getByLabel('Please enter the delivery postcode:').fill('HS1 2AB');
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(form.getByTestId('postcode-error')).toHaveText(
    'This delivery method is not available for this postcode. If possible, please choose a different delivery method. If no other delivery is showing available, it’s likely we’re unable to send this particular gift to your chosen postcode.',
  );
  await expect(area.getByRole('button', { name: 'Add to basket' })).toBeDisabled();
  // A later choice of Before 1pm is swapped for its override, Tracked Delivery.
  await methods.getByRole('radio').first().check();
  await methods.getByRole('radio', { name: /Before 1pm/ }).click();
  await expect(methods.getByRole('radio', { name: /Tracked Delivery/ })).toBeChecked();
  await expect(area.getByRole('button', { name: 'Add to basket' })).toBeEnabled();
});

test('an age-restricted hamper keeps Add disabled until the age is confirmed', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, 'hampers', (p) => p.isAgeRestricted);
  await page.goto(`/product/${product.slug}`);
  if (product.variants.length > 1) {
    await page.getByRole('group', { name: 'Choose your size' }).getByRole('radio').first().check();
    await page.getByTestId('variant-continue').click();
  }
  const area = page.getByTestId('purchase-area');
  await expect(area.getByRole('radio', { name: / by / })).toHaveCount(1);
  await expect(area.getByTestId('calendar-status')).toHaveText('');
  const add = area.getByRole('button', { name: 'Add to basket' });
  await expect(add).toBeDisabled();
  await area.getByLabel('I confirm that I am aged 18 or over').check();
  await expect(add).toBeEnabled();
});
