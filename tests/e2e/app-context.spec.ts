import { PASSWORD, signUpThroughApi, uniqueEmail } from './account-helpers';
import { expect, test, type Page } from './fixtures';

const APP_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 PosyApp/3.2.0';

/** The page's cumulative layout shift so far (shifts right after input do not count). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

test('the app banner shows in a browser tab and not in app-like contexts, without a shift', async ({
  page,
}) => {
  await page.goto('/delivery');
  await expect(page.getByTestId('app-banner')).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/app-like/);

  // Opened from the app's link: hidden from the first paint, for the rest of the visit.
  await page.goto('/delivery?app=1');
  await expect(page.locator('html')).toHaveClass(/app-like/);
  await expect(page.getByTestId('app-banner')).toBeHidden();
  expect(await layoutShift(page)).toBe(0);
  await page.goto('/journal');
  await expect(page.getByTestId('app-banner')).toBeHidden();
});

test("the app's web view (PosyApp/ in its user agent) hides the banner", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: APP_USER_AGENT });
  const page = await context.newPage();
  await page.goto('/delivery');
  await expect(page.locator('html')).toHaveClass(/app-like/);
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByTestId('app-banner')).toBeHidden();
  await context.close();
});

test('in an app-like context Sign In opens the sign-in modal and signs in there', async ({
  page,
  request,
}) => {
  // A customer to sign in as, made through the API outside the page's cookie jar.
  const email = uniqueEmail('app');
  await signUpThroughApi(request, email);

  await page.goto('/delivery?app=1');
  const signIn = page.getByRole('banner').getByTestId('header-sign-in');
  await expect(signIn).toHaveAttribute('aria-haspopup', 'dialog');
  await signIn.click();
  const modal = page.getByRole('dialog', { name: 'Sign In' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/delivery\?.*modal=open/);

  await modal.getByLabel('Email address').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(modal.getByTestId('captcha')).toHaveAttribute('data-state', 'ready', {
    timeout: 30_000,
  });
  await modal.getByRole('button', { name: 'Sign In' }).click();

  // Signed in where they were: the modal closes and the header offers the account.
  await expect(modal).toBeHidden();
  await expect(page.getByRole('banner').getByTestId('header-my-account')).toBeVisible();
  await expect(page).toHaveURL(/\/delivery\?app=1$/);
});

test("an uncaught error is reported to the shop's error endpoint", async ({ page }) => {
  await page.goto('/delivery');
  const reported = page.waitForRequest(
    (request) => request.url().endsWith('/api/client-errors') && request.method() === 'POST',
  );
  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('e2e: something broke');
    });
  });
  const request = await reported;
  expect(request.postDataJSON()).toMatchObject({
    source: 'window',
    message: 'e2e: something broke',
    name: 'TypeError',
    url: '/delivery',
  });
  const response = await request.response();
  expect(response?.status()).toBe(200);
  expect(await response?.json()).toMatchObject({ data: { received: true } });
});
