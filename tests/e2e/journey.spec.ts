import { expect, test, type APIRequestContext } from './fixtures';

/**
 * One shopper's whole journey (issue 4): a plant with a pot, a dated delivery that needs a
 * postcode check, the basket panel, every checkout section, the order errors, and removal.
 */

interface Product {
  slug: string;
  available: boolean;
  isCustomisable: boolean;
  variants: { id: number }[];
}

const MISSING_CARD =
  'Your order is missing a card. Every order is sent with a free or premium card. Click here to edit your order.';
const INVALID_RECIPIENT = 'Please enter a valid recipient. Click here to edit your order.';

async function getData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function findPlantWithPots(request: APIRequestContext): Promise<Product> {
  const listing = await getData<{ products: { slug: string }[] }>(
    request,
    '/api/category/house-plants',
  );
  for (const { slug } of listing.products) {
    const { product } = await getData<{ product?: Product }>(request, `/api/product/slug/${slug}`);
    if (product?.available && product.isCustomisable && product.variants.length <= 1) {
      return product;
    }
  }
  throw new Error('No single-size plant with pots is seeded');
}

test('product → pot → date → postcode → basket → checkout → errors → remove', async ({
  page,
  request,
}) => {
  const plant = await findPlantWithPots(request);
  await page.goto(`/product/${plant.slug}`);
  const area = page.getByTestId('purchase-area');

  // The pot chooser: three pots and More Pots, the first preselected; More Pots is a modal.
  const chooser = area.getByTestId('pot-chooser');
  await expect(chooser.getByRole('radio').first()).toBeChecked();
  await chooser.getByRole('button', { name: 'More Pots' }).click();
  const potModal = page.getByTestId('pot-modal');
  await expect(potModal).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=open/);
  await expect(potModal.getByRole('heading', { name: 'More Pots' })).toBeVisible();
  const lastPot = potModal.getByRole('radio').last();
  const lastPotName =
    (await lastPot.locator('..').locator('.pot-chooser__name').textContent()) ?? '';
  await lastPot.click();
  await expect(potModal).toBeHidden();
  await expect(page).not.toHaveURL(/modal=open/);
  await expect(chooser.getByTestId('pot-more')).toContainText(lastPotName);

  // The delivery date: the first day is chosen with its cheapest method; Before 1pm needs a
  // postcode check before the order can be added.
  await expect(area.getByTestId('calendar-status')).toHaveText('');
  const methods = area.getByRole('group', { name: 'Choose a delivery method' });
  await expect(methods.getByRole('radio', { name: /Tracked Delivery/ })).toBeChecked();
  const days = area.getByTestId('delivery-date-picker').locator('input[type=radio]:enabled');
  for (
    let i = 0;
    (await methods.getByRole('radio', { name: /Before 1pm/ }).count()) === 0;
    i += 1
  ) {
    await days.nth(i).check();
  }
  await methods.getByRole('radio', { name: /Before 1pm/ }).check();
  const add = area.getByRole('button', { name: 'Add to basket' });
  await expect(add).toBeDisabled();
  const form = area.getByTestId('postcode-check');
  await expect(form.getByRole('heading')).toHaveText('Postcode check (required)');
  const postcode = form.getByLabel('Please enter the delivery postcode:');
  await postcode.fill('not a postcode');
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(form.getByTestId('postcode-error')).toHaveText(
    'Oops! This postcode does not appear to be valid.',
  );
  await postcode.fill('sw1a 1aa');
  await expect(postcode).toHaveValue('SW1A1AA');
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(form.getByTestId('postcode-valid')).toHaveText('Postcode is valid');
  await expect(add).toBeEnabled();
  await add.click();

  // The basket panel opens with the order; proceeding lists what the order still needs.
  const panel = page.getByTestId('basket-panel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('header-basket-count')).toHaveText('1');
  await expect(panel.getByTestId('order-summary-1')).toContainText('Before 1pm');
  await expect(panel.getByTestId('basket-details-warning')).toHaveText(
    "You've not supplied your name and email address, click here to fill them in.",
  );
  await panel.getByTestId('basket-proceed').click();
  const panelErrors = panel.getByTestId('order-errors-1');
  await expect(panelErrors).toContainText(MISSING_CARD);
  await expect(panelErrors).toContainText(INVALID_RECIPIENT);
  await panelErrors.getByRole('link', { name: 'Click here to edit your order.' }).first().click();

  // The checkout page: the same errors, then each section fixes its part.
  await expect(page).toHaveURL(/\/checkout\/1$/);
  await expect(panel).toHaveCount(0);
  const errors = page.getByTestId('checkout-order-errors');
  await expect(errors).toContainText(MISSING_CARD);
  await expect(errors).toContainText(INVALID_RECIPIENT);
  await page.getByRole('radio', { name: /Standard Card/ }).check();
  await expect(errors).not.toContainText(MISSING_CARD);
  await expect(errors).toContainText('Your card message is empty.');

  const message = page.getByTestId('message-input');
  await message.fill('y'.repeat(301));
  await expect(page.getByTestId('message-overflow')).toHaveText(
    'Oops! Your message is a bit too long - please shorten it.',
  );
  await expect(page.getByTestId('message-save')).toBeDisabled();
  await message.fill('Happy new home!\nLove, Sam');
  await page.getByTestId('message-save').click();
  await expect(page.getByTestId('message-saved')).toHaveText('Saved');
  await expect(errors).not.toContainText('Your card message is empty.');

  // The card preview: inline, and in the 'Preview' modal with OK and Edit.
  await expect(page.getByTestId('checkout-message')).toContainText('Love, Sam');
  await page.getByTestId('card-preview-open').click();
  const preview = page.getByTestId('card-preview-modal');
  await expect(preview).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=open/);
  await expect(preview.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(preview).toContainText('Happy new home!');
  await preview.getByRole('button', { name: 'OK' }).click();
  await expect(preview).toBeHidden();
  await expect(page).not.toHaveURL(/modal=open/);

  // A little extra: the plant's pot can be changed here too.
  const extras = page.getByTestId('checkout-addons');
  const pots = extras.getByRole('radio');
  await expect(pots.first()).toBeAttached();
  const total = page.getByTestId('checkout-page').getByTestId('order-summary-total');
  const totalBefore = await total.textContent();
  await pots.first().check();
  await expect(page.getByTestId('pot-saved')).toHaveText('Saved');
  await expect(total).not.toHaveText(totalBefore ?? '');

  await page.getByTestId('recipient-recipientName').fill('Ada Lovelace');
  await page.getByTestId('recipient-addressLine1').fill('10 Downing Street');
  await page.getByTestId('recipient-town').fill('London');
  await page.getByTestId('recipient-postcode').fill('SW1A 1AA');
  await page.getByTestId('recipient-save').click();
  await expect(page.getByTestId('recipient-saved')).toHaveText('Saved');
  await expect(errors).toHaveCount(0);

  // Change Delivery: the same picker in a modal; the recipient's postcode is checked for
  // Before 1pm, and the new date shows on the page once saved.
  const deliveryText = page.getByTestId('checkout-delivery-text');
  const deliveryBefore = (await deliveryText.textContent()) ?? '';
  await page.getByTestId('change-delivery').click();
  const change = page.getByTestId('change-delivery-form');
  await expect(change).toBeVisible();
  await expect(change.getByTestId('calendar-status')).toHaveText('');
  const changeDays = change
    .getByTestId('delivery-date-picker')
    .locator('input[type=radio]:enabled');
  const checkedDay = change
    .getByTestId('delivery-date-picker')
    .locator('input[type=radio]:checked')
    .first();
  const current = await checkedDay.inputValue();
  for (let i = 0; i < (await changeDays.count()); i += 1) {
    if ((await changeDays.nth(i).inputValue()) !== current) {
      await changeDays.nth(i).check();
      break;
    }
  }
  await change
    .getByRole('group', { name: 'Choose a delivery method' })
    .getByRole('radio', { name: /Tracked Delivery/ })
    .check();
  await change.getByTestId('change-delivery-save').click();
  await expect(change).toBeHidden();
  await expect(deliveryText).not.toHaveText(deliveryBefore);
  await expect(deliveryText).toContainText('by Tracked Delivery');

  await page.getByTestId('details-name').fill('Grace Hopper');
  await page.getByTestId('details-email').fill('grace@example.com');
  await page.getByTestId('details-save').click();
  await expect(page.getByTestId('details-saved')).toHaveText('Saved');

  const summary = page.getByTestId('checkout-page').getByTestId('order-summary-1');
  await expect(summary).toContainText('Ada Lovelace');
  await expect(summary).toContainText('Happy new home!');

  // Removing the only order asks first, then goes home with an empty basket.
  await page.getByTestId('remove-order-1').click();
  await expect(
    page.getByText('Are you sure you want to remove your order?', { exact: true }),
  ).toBeVisible();
  await page.getByTestId('remove-confirm-yes').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-basket-count')).toHaveText('0');
});
