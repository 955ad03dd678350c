import { expect, test, type Page } from './fixtures';
import { addOrderThroughApi, makeOrderReady } from './basket-helpers';

/** Console errors, which include every Content-Security-Policy violation Chromium reports. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the home page loads with header, trust strip, app banner and footer', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Flowers from £20.50');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('trust-strip')).toBeVisible();
  await expect(page.getByTestId('app-banner')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page).toHaveTitle(/Posy/);
  // The session check has answered: guests are offered Sign In.
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the storefront runs under the Content-Security-Policy without violations', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByTestId('home')).toBeVisible();
  await addOrderThroughApi(page);
  await page.goto('/checkout/1');
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
});

test('an unknown path shows the not-found page with its links', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
  await expect(
    page.getByText(
      'We appear to have misplaced the page you are looking for, please try one of these links:',
    ),
  ).toBeVisible();
  const notFound = page.getByTestId('not-found-page');
  for (const [name, href] of [
    ['Homepage', '/'],
    ['Flowers', '/category/flowers'],
    ['Plants', '/category/house-plants'],
    ['Hampers', '/hamper-delivery'],
    ['Cards', '/greetings-cards'],
  ]) {
    await expect(notFound.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test('/checkout/1 hides the footer, header, trust strip and app banner', async ({ page }) => {
  await page.goto('/');
  await addOrderThroughApi(page);
  await page.goto('/checkout/1');
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await expect(page.getByTestId('checkout-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('trust-strip')).toHaveCount(0);
  await expect(page.getByTestId('app-banner')).toHaveCount(0);
});

test('/payment uses the checkout layout and sums up every order', async ({ page }) => {
  await page.goto('/');
  await addOrderThroughApi(page);
  // Payment opens only for a ready basket (the next test opens it for one that is not).
  await makeOrderReady(page);
  await page.goto('/payment');
  await expect(page.getByTestId('payment-page')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await expect(page.getByTestId('payment-page').getByTestId('order-summary-1')).toBeVisible();
  await expect(page.getByTestId('payment-total')).toContainText(/Total to pay£\d+\.\d\d/);
  // The test provider's card form, and none of the old 'not open yet' notice.
  await expect(page.getByTestId('card-form')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(page.getByText('Online payment is not open yet')).toHaveCount(0);
});

test('/payment with an empty basket goes home', async ({ page }) => {
  await page.goto('/payment');
  await expect(page.getByTestId('home')).toBeVisible();
});

test('leaving checkout brings the full layout back', async ({ page }) => {
  await page.goto('/');
  await addOrderThroughApi(page);
  await page.goto('/checkout/1');
  await page.getByTestId('checkout-header').getByRole('link').first().click();
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
});

test('the first visit stores its referrer as initial_referrer', async ({ page }) => {
  await page.goto('/', { referer: 'https://www.example-search.test/results' });
  await expect(page.getByTestId('home')).toBeVisible();
  // Stored by the page's script, which starts once the page has painted.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('initial_referrer')))
    .toBe('https://www.example-search.test/results');
  await page.goto('/checkout/1', { referer: 'https://elsewhere.test/' });
  expect(await page.evaluate(() => sessionStorage.getItem('initial_referrer'))).toBe(
    'https://www.example-search.test/results',
  );
});

test('a visit sets no cookie; the first change brings an httpOnly session cookie', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  const named = async () => (await context.cookies()).find((c) => c.name === 'shop_session');
  expect(await named()).toBeUndefined();
  await page.evaluate(() =>
    fetch('/api/user-session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }),
  );
  expect(await named()).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('shop_session');
});

test('the page never scrolls sideways', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
