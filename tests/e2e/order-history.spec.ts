import { buyWithTestCard, PASSWORD, signUpThroughApi, uniqueEmail } from './account-helpers';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Issue 15's order history: a customer made through the API (the shop's own captcha solved in
 * Node) pays with the test card and finds the order in their account; a guest turns their order
 * into an account through the confirmation email's link.
 */

test('a signed-in customer sees the paid order in order history and opens it', async ({ page }) => {
  await page.goto('/');
  await signUpThroughApi(page, uniqueEmail('history'));
  const orderNumber = await buyWithTestCard(page);

  await page.goto('/account');
  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Order history' })
    .click();
  await expect(page).toHaveURL(/\/account\/order-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  const order = page.getByTestId(`order-history-${orderNumber}`);
  await expect(order.getByTestId('order-history-status')).toHaveText('Order placed');
  await expect(order.getByTestId('order-history-recipient')).toHaveText('Ada Lovelace');
  await expect(order.getByRole('link', { name: `Track order ${orderNumber}` })).toHaveAttribute(
    'href',
    /^\/tracking\/SW1A%201AA\/[A-Z0-9]+$/,
  );
  expect(await axeViolations(page)).toEqual([]);

  await order.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/order-details/${orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
  await expect(page.getByTestId('order-details-message')).toHaveText('Happy birthday!');
  await expect(page.getByTestId('order-details-address')).toContainText('1 High Street');
  await expect(page.getByTestId('order-details-payment')).toHaveText(/^Paid £\d+\.\d\d by card\.$/);
  await expect(page.getByTestId('tracking-step-placed')).toHaveAttribute('data-reached', 'true');
  expect(await axeViolations(page)).toEqual([]);

  // Another number is not theirs: said in the page.
  await page.goto('/account/order-details/P0000000');
  await expect(page.getByTestId('order-details-error')).toContainText(
    "Sorry, we couldn't find that order in your account.",
  );

  // No card is kept by the test provider: the page says why the list is empty.
  await page.goto('/account/payment-methods');
  await expect(page.getByTestId('payment-methods-empty')).toContainText('You have no saved cards.');
  expect(await axeViolations(page)).toEqual([]);
});

test("a guest's order becomes an account through the confirmation email's link", async ({
  page,
}) => {
  const email = uniqueEmail('guest');
  await page.goto('/');
  const orderNumber = await buyWithTestCard(page, email);

  let link = '';
  await expect(async () => {
    const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const emails = (await answer.json()).data as { subject: string; text: string }[];
    const confirmation = emails.find((each) => each.subject.includes(orderNumber));
    link = confirmation!.text.match(/https?:\/\/\S+\/sign-up-account\/\S+/)![0];
  }).toPass({ timeout: 15_000 });

  await page.goto(new URL(link).pathname);
  await expect(page).toHaveTitle('Create an Account | Posy');
  await expect(page.getByTestId('sign-up-from-order-email')).toHaveText(email);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Choose a password')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/account/order-history');
  await expect(page.getByTestId(`order-history-${orderNumber}`)).toBeVisible();

  // Used, the link says the order has an account now.
  await page.getByTestId('account-sign-out').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByTestId('sign-up-from-order-refused')).toContainText(
    'This order already belongs to an account. Please sign in to see it.',
  );
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/sign-up',
  );
});
