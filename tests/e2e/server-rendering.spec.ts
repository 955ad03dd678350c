import { expect, test, type Page } from './fixtures';
import { addOrderThroughApi } from './basket-helpers';

/** Console errors and warnings (React reports hydration mismatches there) and page errors. */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The API paths the browser asks for while the page loads. */
function collectApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
}

/** The router's hydration data is removed once React has taken the page over. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window));
}

const PAGES = [
  {
    name: 'home',
    path: '/',
    heading: 'Flowers from £20.50',
    serverData: ['/api/landing-page/1', '/api/landing-page/modules/1'],
  },
  {
    name: 'category',
    path: '/category/flowers',
    heading: 'Flowers',
    serverData: ['/api/category/flowers'],
  },
  {
    name: 'product',
    path: '/product/the-harriet',
    heading: 'The Harriet',
    serverData: ['/api/product/slug/the-harriet', '/api/product/tabs/101'],
  },
];

for (const { name, path, heading, serverData } of PAGES) {
  test(`${name}: hydrates the server's HTML without a mismatch or fetching its data again`, async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    const calls = collectApiCalls(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    // Hydrated: the header's session check has answered and a guest is offered Sign In.
    await expect(page.getByTestId('header-sign-in')).toBeVisible();
    expect(problems).toEqual([]);
    for (const path of serverData) expect(calls).not.toContain(path);
  });
}

test('checkout: the page around the basket hydrates without a mismatch', async ({ page }) => {
  await addOrderThroughApi(page);
  const problems = collectConsoleProblems(page);
  await page.goto('/checkout/1');
  await waitForHydration(page);
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unknown address answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, category, product and search results can still be read and followed', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Flowers from £20.50');
    await page.getByTestId('footer-link-flowers').click();
    await expect(page).toHaveURL(/\/category\/flowers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flowers');
    const harriet = page.locator('a[href="/product/the-harriet"]').first();
    await expect(harriet).toBeVisible();
    await harriet.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Harriet');
    await expect(page.getByTestId('product-page')).toContainText('£35.00');

    await page.goto('/search?searchString=harriet');
    await expect(page.locator('a[href="/product/the-harriet"]').first()).toBeVisible();
  });
});
