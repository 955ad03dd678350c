import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { DevOutboxEmail } from '@shop/contracts';
import request from 'supertest';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { SESSION_COOKIE } from '../platform/session/session.middleware';
import type { createTestApp } from '../testing/test-app';

/* Shared by the customer account API suites. Free of jest so it type-checks with the build. */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Cheap captcha challenges for tests: the checks are the same, solving takes milliseconds. A
 * spec's requests all come from one address on a clock that stands still, so the per-address
 * limit on challenges is out of reach (`captcha.int.spec.ts` tests it).
 */
export const TEST_CAPTCHA = {
  hmacKey: null,
  cost: 1,
  maxCounter: 50,
  challengesPerAddress: 10_000,
};

export const CUSTOMER = {
  name: 'Cara Customer',
  email: 'Cara@Example.com',
  phone: '07700 900123',
  password: 'tulips-in-spring',
};

/** A solved captcha from the shop's own challenge, as the widget submits it. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const response = await request(t.server).get('/api/captcha/challenge').expect(200);
  const challenge = response.body.data as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** `shop_session=<token>` from a response's Set-Cookie (the last one wins), or null. */
export function sessionCookieOf(response: request.Response): string | null {
  const cookies = (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const line = cookies.filter((c) => c.startsWith(`${SESSION_COOKIE}=`)).at(-1);
  return line ? line.split(';')[0] : null;
}

/** Posts JSON as the storefront does (same-site), with a cookie when given. */
export function post(t: TestApp, path: string, body: unknown, cookie?: string | null) {
  const call = request(t.server).post(path).set('Sec-Fetch-Site', 'same-origin');
  if (cookie) call.set('Cookie', cookie);
  return call.send(body as object);
}

export function get(t: TestApp, path: string, cookie?: string | null) {
  const call = request(t.server).get(path);
  if (cookie) call.set('Cookie', cookie);
  return call;
}

/** What a test signs a customer up with, over `CUSTOMER`. */
export type SignUpDetails = Partial<Omit<typeof CUSTOMER, 'phone'>> & {
  phone?: string | null;
  mailShot?: boolean;
  referralToken?: string | null;
};

/**
 * Signs a new customer up as a shopper does: the sign-up form, then the link it mails, followed
 * from `cookie`'s session when given (its basket carries over). Answers the signed-in cookie.
 */
export async function signUp(
  t: TestApp,
  over: SignUpDetails = {},
  cookie?: string | null,
): Promise<string> {
  const details = { ...CUSTOMER, ...over };
  const email = details.email.trim().toLowerCase();
  const mail = await mailedBy(t, email, async () => {
    const response = await post(
      t,
      '/api/sign-up',
      { ...details, captcha: await solvedCaptcha(t) },
      cookie,
    ).expect(200);
    if (response.body.data.length > 0) throw new Error(response.body.data.join(' '));
  });
  const key = mail.text.match(/\/sign-up\/confirm\/([A-Za-z0-9_.-]+)/)?.[1];
  if (!key) throw new Error(`No sign-up link in ${mail.text}`);
  const confirmed = await post(t, '/api/sign-up/confirm', { key }, cookie).expect(200);
  if (confirmed.body.data.length > 0) throw new Error(confirmed.body.data.join(' '));
  return sessionCookieOf(confirmed) as string;
}

/** Signs in (from `cookie`'s session when given); answers the response and the new cookie. */
export async function signIn(
  t: TestApp,
  email = CUSTOMER.email,
  password = CUSTOMER.password,
  cookie?: string | null,
) {
  const response = await post(
    t,
    '/api/sign-in',
    { email, password, captcha: await solvedCaptcha(t) },
    cookie,
  );
  return { response, cookie: sessionCookieOf(response) };
}

/** The emails to `to`, newest first, once the subscribers have caught up. */
export async function mailTo(t: TestApp, to: string): Promise<DevOutboxEmail[]> {
  await t.app.get(SubscriptionRunner).wake();
  return (await request(t.server).get('/api/dev/outbox').query({ to }).expect(200)).body.data;
}

/**
 * Runs `send`, then answers the one new email to `to`. Polls: on PostgreSQL the gap-safe read
 * hides an event while any older transaction on the server is open, so one catch-up may miss it.
 */
export async function mailedBy(
  t: TestApp,
  to: string,
  send: () => Promise<unknown>,
): Promise<DevOutboxEmail> {
  const before = (await mailTo(t, to)).length;
  await send();
  const deadline = Date.now() + 10000;
  for (;;) {
    const emails = await mailTo(t, to);
    if (emails.length > before) return emails[0];
    if (Date.now() > deadline) throw new Error(`Nothing new was mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The path of the first link to `origin` + `/path/…` in the email. */
export function linkPathIn(email: DevOutboxEmail, path: string, origin: string): string {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = email.text.match(new RegExp(`${escaped}(/${path}/[A-Za-z0-9_.-]+)`));
  if (!match) throw new Error(`No ${path} link in ${email.text}`);
  return match[1];
}
