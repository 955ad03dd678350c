import { buyWithTestCard, signUpThroughApi, uniqueEmail } from './account-helpers';
import { axeViolations } from './axe';
import { addOrderThroughApi, makeOrderReady } from './basket-helpers';
import { expect, test, type Page } from './fixtures';
import { fillCard } from './payment-helpers';

/**
 * Issue 16's journey: a customer earns Posy Points on a first paid order, puts them towards a
 * second on /payment (the total to pay drops), takes them off, puts them on again and pays.
 */

const pence = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

/** The signed-in customer's balance, once the earner has credited the first order. */
async function balanceAfterEarning(page: Page): Promise<number> {
  let balance = 0;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/account/points');
        balance = ((await answer.json()) as { data: { balance: number } }).data.balance;
        return balance;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return balance;
}

test('points earned on a first order are redeemed on a second, removed, redeemed again and paid', async ({
  page,
}) => {
  await page.goto('/');
  await signUpThroughApi(page, uniqueEmail('points'));
  const first = await buyWithTestCard(page);
  const earned = await balanceAfterEarning(page);

  // The account home shows the balance and the order that earned it.
  await page.goto('/account');
  await expect(page.getByTestId('points-balance')).toContainText(String(earned));
  await expect(page.getByTestId('points-ledger-entry').first()).toContainText(first);
  expect(await axeViolations(page)).toEqual([]);

  await addOrderThroughApi(page);
  await makeOrderReady(page);
  await page.goto('/payment');
  await expect(page.getByTestId('card-form')).toBeVisible();
  await expect(page.getByTestId('points-unclaimed')).toBeVisible();
  await expect(page.getByTestId('points-total')).toContainText(String(earned));
  expect(await axeViolations(page)).toEqual([]);
  const toPay = pence(await page.getByTestId('payment-to-pay').textContent());

  await page.getByTestId('points-redeem').click();
  await expect(page.getByTestId('points-claimed')).toBeVisible();
  await expect(page.getByTestId('payment-points-total')).toHaveText(`−£${earned}.00`);
  await expect
    .poll(async () => pence(await page.getByTestId('payment-to-pay').textContent()))
    .toBe(toPay - earned * 100);
  await expect(page.getByTestId('points-remove')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByTestId('points-remove').click();
  await expect(page.getByTestId('points-unclaimed')).toBeVisible();
  await expect
    .poll(async () => pence(await page.getByTestId('payment-to-pay').textContent()))
    .toBe(toPay);

  await page.getByTestId('points-redeem').click();
  await expect(page.getByTestId('points-claimed')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/order-complete$/);
  // The receipts say what the points paid: the thank-you page and the account's order details.
  await expect(page.getByTestId('order-complete-points')).toHaveText(
    `Paid with Posy Points™£${earned}.00`,
  );
  expect(await axeViolations(page)).toEqual([]);
  const second = (await page.getByTestId('order-complete-numbers').textContent())!.match(
    /P\d{7}/,
  )![0];
  await page.goto(`/account/order-details/${second}`);
  await expect(page.getByTestId('order-details-payment')).toHaveText(
    new RegExp(`^Paid £${earned}\\.00 in Posy Points™ and £\\d+\\.\\d\\d by card\\.$`),
  );
  expect(await axeViolations(page)).toEqual([]);

  // The points left the ledger once.
  const ledger = (await (await page.request.get('/api/account/points')).json()) as {
    data: { entries: { kind: string; points: number }[] };
  };
  expect(ledger.data.entries.filter((entry) => entry.kind === 'spent')).toEqual([
    expect.objectContaining({ points: -earned }),
  ]);
});

test('the scheme page and the refer-a-friend link are there for a customer, and accessible', async ({
  page,
}) => {
  await page.goto('/posy-points');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Posy Points');
  expect(await axeViolations(page)).toEqual([]);

  await signUpThroughApi(page, uniqueEmail('referrer'));
  await page.goto('/refer-a-friend');
  const input = page.getByTestId('referral-link-input');
  await expect(input).toHaveValue(/\/refer\/[\w-]+$/);
  await expect(page.getByTestId('referral-copy')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
