import { expect, test, type Page } from './fixtures';

/** Console errors and warnings, and page errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const module = (page: Page, type: string) => page.getByTestId(`landing-module-${type}`);

test('the home page is landing page 1: its modules, each on the screens it is flagged for', async ({
  page,
}, testInfo) => {
  const problems = collectProblems(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Flowers from £20.50 with a free personal card',
  );
  const api = await (await page.request.get('/api/landing-page/1')).json();
  await expect(page).toHaveTitle(`${api.data.seoTitle} | Posy`);

  // The hero: its picture on the first screen, its buttons leading into the shop.
  const hero = page.getByRole('region', { name: 'Flowers from £20.50 with a free personal card' });
  await expect(hero.locator('img')).toBeInViewport();
  await expect(hero.getByRole('link')).toHaveText(['Shop flowers', 'Send a gift card']);
  await expect(hero.getByRole('link', { name: 'Shop flowers' })).toHaveAttribute(
    'href',
    '/category/flowers',
  );

  await expect(module(page, 'NotificationBanner')).toBeVisible();
  const tiles = module(page, 'Categories');
  await expect(tiles.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeVisible();
  await expect(tiles.getByRole('link', { name: 'Flowers', exact: true })).toHaveAttribute(
    'href',
    '/category/flowers',
  );
  // Product rows carry the live catalogue's cards.
  const bestsellers = module(page, 'FourProductCarousel');
  await bestsellers.scrollIntoViewIfNeeded();
  await expect(bestsellers.getByRole('heading', { name: 'Our bestselling flowers' })).toBeVisible();
  await expect(bestsellers.locator('a[href^="/product/"]').first()).toBeVisible();

  // The house plants come as five bestsellers on wide screens and three on phones.
  const phone = testInfo.project.name === 'phone';
  await expect(module(page, 'FiveProductBestSeller')).toBeVisible({ visible: !phone });
  await expect(module(page, 'ThreeProductCarousel')).toBeVisible({ visible: phone });
  expect(problems).toEqual([]);
});

test("the hero's main button opens the flowers", async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Flowers from £20.50 with a free personal card' })
    .getByRole('link', { name: 'Shop flowers' })
    .click();
  await expect(page).toHaveURL(/\/category\/flowers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a module of links works as plain HTML before its code arrives, then as the shop', async ({
  page,
}) => {
  await page.goto('/');
  const tile = module(page, 'Categories').getByRole('link', { name: 'House Plants' });
  await tile.click();
  await expect(page).toHaveURL(/\/category\/house-plants$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the 'Why choose' carousel turns every 5 seconds and stops while the shopper hovers it", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByTestId('why-choose-carousel');
  await carousel.scrollIntoViewIfNeeded();
  // Its code loads as it comes near the screen; then it turns by itself.
  await expect(carousel).toHaveAttribute('data-rotating', 'true');
  const tab = (index: number) => page.getByTestId(`why-choose-tab-${index}`);
  await expect(tab(0)).toHaveAttribute('aria-selected', 'true');
  await page.clock.runFor(5_000);
  await expect(tab(1)).toHaveAttribute('aria-selected', 'true');

  await page.getByTestId('why-choose-next').hover();
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  await page.clock.runFor(15_000);
  await expect(tab(1)).toHaveAttribute('aria-selected', 'true');

  await page.getByTestId('why-choose-next').click();
  await expect(tab(2)).toHaveAttribute('aria-selected', 'true');
  // Focus stays on Next after the click, which also holds it still: the shopper moves on.
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(carousel).toHaveAttribute('data-rotating', 'true');
  await page.clock.runFor(5_000);
  await expect(tab(3)).toHaveAttribute('aria-selected', 'true');
});

for (const { path, id, heading } of [
  { path: '/hamper-delivery', id: 2, heading: 'Hampers packed by hand, delivered across the UK' },
  { path: '/greetings-cards', id: 3, heading: 'Greetings cards, printed and posted for you' },
]) {
  test(`${path} is landing page ${id} with its own modules`, async ({ page }) => {
    const problems = collectProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const modules = (await (await page.request.get(`/api/landing-page/modules/${id}`)).json())
      .data as { title: string }[];
    for (const { title } of modules.slice(0, 3)) {
      await expect(page.getByRole('heading', { level: 2, name: title }).first()).toBeAttached();
    }
    expect(problems).toEqual([]);
  });
}
