import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { addOrderThroughApi, makeOrderReady } from './basket-helpers';
import { expect, type Page } from './fixtures';
import { fillCard } from './payment-helpers';

/** Customers made through the API (the shop's own captcha solved in Node) and their purchases. */

export const PASSWORD = 'tulips-in-spring';

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs a new customer up with `page.request`, so the page shares the signed-in cookie. */
export async function signUpThroughApi(page: Page, email: string): Promise<void> {
  const challengeAnswer = await page.request.get('/api/captcha/challenge');
  expect(challengeAnswer.ok()).toBe(true);
  const challenge = ((await challengeAnswer.json()) as { data: Challenge }).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).toBeTruthy();
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const answer = await page.request.post('/api/sign-up', {
    data: { name: 'Cara Customer', email, password: PASSWORD, mailShot: false, captcha },
  });
  expect(((await answer.json()) as { data: string[] }).data).toEqual([]);
}

/** Fills a basket through the API and pays with the test card; answers the order number. */
export async function buyWithTestCard(page: Page, email?: string): Promise<string> {
  await addOrderThroughApi(page);
  await makeOrderReady(page);
  if (email) {
    const details = await page.request.post('/api/checkout/update', {
      data: { key: 'details', orderIndex: 1, data: { name: 'Gina Guest', email, phone: '' } },
    });
    expect(details.ok()).toBe(true);
  }
  await page.goto('/payment');
  await expect(page.getByTestId('card-form')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/order-complete$/);
  const numbers = await page.getByTestId('order-complete-numbers').textContent();
  return /P\d{7}/.exec(numbers ?? '')![0];
}
