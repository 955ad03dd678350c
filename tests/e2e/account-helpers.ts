import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { addOrderThroughApi, makeOrderReady } from './basket-helpers';
import { expect, type APIRequestContext, type Page } from './fixtures';
import { fillCard } from './payment-helpers';

/** Customers made through the API (the shop's own captcha solved in Node) and their purchases. */

export const PASSWORD = 'tulips-in-spring';

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Signs a new customer up through the API, as a shopper does: the sign-up, then the link it
 * mails (read from the dev outbox) followed with the same request context, so its cookie is the
 * signed-in one. Given a page, with `page.request`, so the page shares the signed-in cookie;
 * given another request context (the `request` fixture), the page stays a guest and the
 * customer is there to sign in as.
 */
export async function signUpThroughApi(
  client: Page | APIRequestContext,
  email: string,
): Promise<void> {
  const request = 'request' in client ? client.request : client;
  const challengeAnswer = await request.get('/api/captcha/challenge');
  expect(challengeAnswer.ok()).toBe(true);
  const challenge = ((await challengeAnswer.json()) as { data: Challenge }).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).toBeTruthy();
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const answer = await request.post('/api/sign-up', {
    data: { name: 'Cara Customer', email, password: PASSWORD, mailShot: false, captcha },
  });
  expect(((await answer.json()) as { data: string[] }).data).toEqual([]);
  const key = new URL(await signUpLinkMailedTo(request, email)).pathname.split('/').pop();
  const confirmed = await request.post('/api/sign-up/confirm', { data: { key } });
  expect(await confirmed.json()).toMatchObject({ data: [], isSignedIn: true });
}

/** The link a sign-up mailed to `email`, from the dev outbox (no mail server in tests). */
export async function signUpLinkMailedTo(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  let link = '';
  await expect(async () => {
    const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const [latest] = ((await answer.json()) as { data: { subject: string; text: string }[] }).data;
    expect(latest?.subject).toBe('Finish creating your Posy account');
    link = latest.text.match(/https?:\/\/\S+\/sign-up\/confirm\/[A-Za-z0-9_.-]+/)![0];
  }).toPass({ timeout: 15_000 });
  return link;
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
