import { addOrderThroughApi } from './basket-helpers';
import { expect, test } from './fixtures';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a personalised card takes words and a photo, and previews as it will be sent', async ({
  page,
}) => {
  await page.goto('/');
  const name = await addOrderThroughApi(page, 'personalised-cards');
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
