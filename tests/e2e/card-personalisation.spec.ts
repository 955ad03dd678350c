import { expect, test, type Page } from './fixtures';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Envelope<T> {
  data: T;
}

async function data<T>(page: Page, path: string): Promise<T> {
  return ((await (await page.request.get(path)).json()) as Envelope<T>).data;
}

/** Puts a seeded personalisable card in this page's basket, on its first available day. */
async function addPersonalisedCard(page: Page): Promise<string> {
  const category = await data<{
    products: { id: number; name: string; earliestDeliveryDate: string | null }[];
  }>(page, '/api/category/personalised-cards');
  for (const product of category.products) {
    const start = product.earliestDeliveryDate;
    if (!start) continue;
    const days = await data<
      { date: string; isAvailable: boolean; deliveryMethods: Record<string, unknown> }[]
    >(page, `/api/calendar/get-days/${start}/${start}/${product.id}`);
    const day = days.find((d) => d.isAvailable);
    const methodId = day && Object.keys(day.deliveryMethods)[0];
    if (!day || !methodId) continue;
    const added = await page.request.post('/api/product/add', {
      data: { id: product.id, deliveryId: methodId, deliveryDate: day.date },
    });
    if (added.ok()) return product.name;
  }
  throw new Error('No personalised card could be added to the basket');
}

test('a personalised card takes words and a photo, and previews as it will be sent', async ({
  page,
}) => {
  await page.goto('/');
  const name = await addPersonalisedCard(page);
  await page.goto('/checkout/1');
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await page.getByTestId('card-option-standard').check();

  const editor = page.getByTestId('personalisation');
  await expect(editor.locator('legend')).toHaveText('Personalise the front');
  const words = editor.getByLabel('Your words');
  await expect(words).toHaveAttribute('placeholder', 'Add your words');
  await words.fill('Sam, 30 today');

  await page.getByTestId('personalisation-image-1-input').setInputFiles({
    name: 'sam.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  const thumb = page.getByTestId('personalisation-image-1').getByAltText('Your photo');
  await expect(thumb).toHaveAttribute('src', /^\/api\/card-images\/[0-9a-f-]{36}$/);
  // Served to this session, and allowed by the page's Content-Security-Policy.
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.getByTestId('message-input').fill('Happy birthday, Sam!\nLove from us all');
  await page.getByTestId('message-save').click();
  await expect(page.getByTestId('message-saved')).toHaveText('Saved');
  const errors = page.getByTestId('checkout-order-errors');
  await expect(errors).toContainText('Please enter a valid recipient.');
  await expect(errors).not.toContainText('Your card is missing some images.');
  await expect(errors).not.toContainText('Your card is missing some personalised text.');

  const inline = page.getByTestId('card-preview');
  await expect(inline.getByTestId('card-preview-message')).toHaveText(
    'Happy birthday, Sam!\nLove from us all',
  );
  await expect(inline.getByAltText(`The front of the ${name}`)).toBeVisible();

  await page.getByTestId('card-preview-open').click();
  const modal = page.getByTestId('card-preview-modal');
  await expect(modal).toBeVisible({ timeout: 3_000 });
  await expect(modal.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(page).toHaveURL(/modal=open/);
  await expect(modal.getByTestId('card-preview-area-2')).toHaveText('Sam, 30 today');
  await expect(modal.getByTestId('card-preview-area-1').getByAltText('Your photo')).toBeVisible();
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).not.toHaveURL(/modal=open/);
  // Focus is back on the Preview button that opened it, on OK and on Escape.
  await expect(page.getByTestId('card-preview-open')).toBeFocused();
  await page.getByTestId('card-preview-open').click();
  await expect(modal).toBeVisible({ timeout: 3_000 });
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('card-preview-open')).toBeFocused();

  await page.getByTestId('card-preview-open').click();
  await page.getByTestId('card-preview-modal').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('card-preview-modal')).toHaveCount(0);
  await expect(page.getByTestId('checkout-message')).toBeFocused();
});
