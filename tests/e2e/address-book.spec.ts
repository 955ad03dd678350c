import { signUpThroughApi } from './account-helpers';
import { addOrderThroughApi } from './basket-helpers';
import { expect, test } from './fixtures';

const ADDED = 'The address has been added to your address book.';
const SAVED = 'Your changes to the address have been saved.';
const INVALID_RECIPIENT = 'Please enter a valid recipient. Click here to edit your order.';

test('a customer saves an address, edits it, and fills the checkout recipient with it', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await signUpThroughApi(page, `address-book-${testInfo.project.name}-${Date.now()}@example.com`);

  await page.goto('/account/address-book');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Address Book');
  await expect(page.getByTestId('address-book-empty')).toContainText(
    'You have no saved addresses yet.',
  );

  // Add: the browser's own checks first, then the address is saved and the book says so.
  await page.getByRole('link', { name: 'Add a new address' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add an Address');
  await page.getByTestId('address-form-submit').click();
  await expect(page.getByTestId('address-recipientName-error')).toHaveText(
    "Please enter the recipient's name (up to 100 characters).",
  );
  await expect(page.getByTestId('address-recipientName')).toBeFocused();
  await page.getByLabel('Label (optional)').fill('Mum');
  await page.getByLabel('Recipient name').fill('Mary Smith');
  await page.getByLabel('Address line 1').fill('1 Rose Lane');
  await page.getByLabel('Town').fill('London');
  await page.getByLabel('Postcode').fill('sw1a2aa');
  await page.getByTestId('address-form-submit').click();

  await expect(page).toHaveURL(/\/account\/address-book$/);
  await expect(page.getByTestId('address-book-status')).toHaveText(ADDED);
  const card = page.getByTestId('address-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading')).toHaveText('Mum');
  await expect(card.getByTestId('address-default')).toHaveText('Default address');
  await expect(card.locator('address')).toContainText('SW1A 2AA');

  // Edit: the same form, filled; the change is saved.
  await card.getByRole('link', { name: 'Edit Mum' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Address');
  const line1 = page.getByLabel('Address line 1');
  await expect(line1).toHaveValue('1 Rose Lane');
  await line1.fill('10 Downing Street');
  await page.getByTestId('address-form-submit').click();
  await expect(page.getByTestId('address-book-status')).toHaveText(SAVED);
  await expect(card.locator('address')).toContainText('10 Downing Street');

  // Checkout: the saved address fills the recipient with one choice; Save records it.
  await addOrderThroughApi(page);
  await page.goto('/checkout/1');
  await expect(page.getByTestId('checkout-order-errors')).toContainText(INVALID_RECIPIENT);
  const recipient = page.getByTestId('checkout-recipient');
  await recipient
    .getByLabel('Use a saved address')
    .selectOption({ label: 'Mum: Mary Smith, 10 Downing Street, London, SW1A 2AA' });
  await expect(recipient.getByTestId('recipient-recipientName')).toHaveValue('Mary Smith');
  await expect(recipient.getByTestId('recipient-addressLine1')).toHaveValue('10 Downing Street');
  await expect(recipient.getByTestId('recipient-town')).toHaveValue('London');
  await expect(recipient.getByTestId('recipient-postcode')).toHaveValue('SW1A 2AA');
  await recipient.getByTestId('recipient-save').click();
  await expect(recipient.getByTestId('recipient-saved')).toHaveText('Saved');
  await expect(page.getByTestId('checkout-order-errors')).not.toContainText(INVALID_RECIPIENT);
  // What was saved is what the basket holds after a reload.
  await page.reload();
  await expect(page.getByTestId('recipient-addressLine1')).toHaveValue('10 Downing Street');
});

test('a guest is sent to sign in from the address book, and sees no saved addresses at checkout', async ({
  page,
}) => {
  await page.goto('/account/address-book');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Faccount%2Faddress-book$/);

  await addOrderThroughApi(page);
  await page.goto('/checkout/1');
  await expect(page.getByTestId('recipient-save')).toBeVisible();
  await expect(page.getByTestId('saved-address-picker')).toHaveCount(0);
});
