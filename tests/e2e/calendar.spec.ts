import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { addOrderThroughApi } from './basket-helpers';

interface Product {
  slug: string;
  available: boolean;
  variants: { id: number }[];
}

async function getData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Opens the first available flower with sizes, picks a size and presses Continue. */
async function openFlower(page: Page, request: APIRequestContext): Promise<Locator> {
  const listing = await getData<{ products: { slug: string }[] }>(request, '/api/category/flowers');
  for (const { slug } of listing.products) {
    const { product } = await getData<{ product?: Product }>(request, `/api/product/slug/${slug}`);
    if (!product?.available || product.variants.length < 2) continue;
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('group', { name: 'Choose your size' }).getByRole('radio').first().check();
    await page.getByTestId('variant-continue').click();
    const area = page.getByTestId('purchase-area');
    await expect(area.getByTestId('calendar-status')).toHaveText('');
    return area;
  }
  throw new Error('No available flower with sizes');
}

/** The text after 'Your selected delivery date is: ' for a day label and a method name. */
const selectedLine = (date: string, method: string) =>
  `Your selected delivery date is: ${date} by ${method}`;

test('More Dates opens the month calendar, whose days can be chosen', async ({ page, request }) => {
  const area = await openFlower(page, request);
  const more = area.getByRole('button', { name: 'More Dates' });
  const status = area.getByTestId('calendar-status');
  // Fifteen compact steps, and the sixteenth opens the month calendar.
  for (let press = 1; press <= 16; press += 1) {
    await expect(more).toBeEnabled();
    await more.click();
    await expect(status).toHaveText('');
  }
  const calendar = area.getByTestId('month-calendar');
  await expect(calendar).toBeVisible();
  await expect(more).toHaveCount(0);
  const title = calendar.getByRole('heading');
  const opened = await title.textContent();
  expect(opened).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  await expect(area.getByTestId('calendar-selected')).toHaveText(
    /^Your selected delivery date is: \d+(st|nd|rd|th) [A-Z][a-z]+ by .+$/,
  );

  await calendar.getByRole('button', { name: 'Next month' }).click();
  await expect(status).toHaveText('');
  await expect(title).not.toHaveText(opened ?? '');
  await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeEnabled();

  const days = calendar.getByRole('radio');
  await expect(days.first()).toBeAttached();
  const enabled = calendar.locator('input[type=radio]:enabled');
  const day = enabled.nth(Math.min(5, (await enabled.count()) - 1));
  const label = await day.getAttribute('aria-label');
  await day.check();
  await expect(day).toBeChecked();
  const methods = area.getByRole('group', { name: 'Choose a delivery method' });
  const method = methods.getByRole('radio', { checked: true });
  const methodName = await method.evaluate(
    (input) => input.parentElement?.querySelector('.date-picker__method-name')?.textContent ?? '',
  );
  await expect(area.getByTestId('calendar-selected')).toHaveText(
    new RegExp(`^Your selected delivery date is: ${label}( before 1pm)? by ${methodName}$`),
  );

  const tracked = methods.getByRole('radio', { name: /Tracked Delivery/ });
  if ((await tracked.count()) > 0) {
    await tracked.check();
    await expect(area.getByTestId('calendar-selected')).toHaveText(
      selectedLine(label ?? '', 'Tracked Delivery'),
    );
  }
});

test('Change Delivery saves a new date from the checkout page', async ({ page }) => {
  await page.goto('/');
  await addOrderThroughApi(page);
  await page.goto('/checkout/1');
  const text = page.getByTestId('checkout-delivery-text');
  await expect(text).toHaveText(/^\d+(st|nd|rd|th) [A-Z][a-z]+ by /);
  const before = await text.textContent();

  await page.getByRole('button', { name: 'Change Delivery' }).click();
  const modal = page.getByRole('dialog', { name: 'Change Delivery' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=open/);
  const picker = modal.getByTestId('delivery-date-picker');
  await expect(picker.getByTestId('calendar-status')).toHaveText('');
  // The order's own day is selected when the modal opens.
  const current = picker.locator('input[type=radio]:checked').first();
  await expect(current).toBeAttached();
  const currentDate = await current.inputValue();

  // Any other day whose preselected method needs no postcode check; More Dates if none shows.
  const save = modal.getByRole('button', { name: 'Save' });
  let chosen: string | null = null;
  for (let step = 0; step < 4 && !chosen; step += 1) {
    const days = picker.locator('.date-picker__days input[type=radio]:enabled');
    const count = await days.count();
    for (let i = 0; i < count && !chosen; i += 1) {
      const day = days.nth(i);
      if ((await day.inputValue()) === currentDate) continue;
      await day.check();
      if (await save.isEnabled()) chosen = await day.inputValue();
    }
    if (!chosen) {
      await picker.getByRole('button', { name: 'More Dates' }).click();
      await expect(picker.getByTestId('calendar-status')).toHaveText('');
    }
  }
  expect(chosen).not.toBeNull();
  const dayLabel = picker.getByTestId(`calendar-day-${chosen}`);
  const date = (await dayLabel.locator('.date-picker__date').textContent()) ?? '';
  const method = ((await dayLabel.locator('.date-picker__method').textContent()) ?? '').replace(
    /^by /,
    '',
  );

  await save.click();
  await expect(modal).toBeHidden();
  await expect(page).not.toHaveURL(/modal=open/);
  await expect(text).toHaveText(new RegExp(`^${date} by ${method} `));
  expect(await text.textContent()).not.toBe(before);

  const state = await getData<{
    purchase: { orders: { orderDelivery: { date: string; methodName: string } }[] };
  }>(page.request, '/api/checkout/get');
  expect(state.purchase.orders[0].orderDelivery).toMatchObject({
    date: chosen,
    methodName: method,
  });
});
