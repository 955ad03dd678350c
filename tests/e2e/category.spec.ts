import {
  expect,
  shopDayAfter,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from './fixtures';

interface ListingProduct {
  id: number;
  slug: string;
  name: string;
  attributes: number[];
  discountedPrice: number;
}

interface CategoryAnswer {
  category: { id: number; name: string; title: string };
  products: ListingProduct[];
}

/** A first page load on a busy shared runner can outlast the default five seconds. */
const PAGE_LOAD = { timeout: 15_000 };

const PINK = 103;
const YELLOW = 107;

async function categoryData(request: APIRequestContext, slug: string): Promise<CategoryAnswer> {
  const response = await request.get(`/api/category/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data as CategoryAnswer;
}

const productCards = (page: Page) => page.getByTestId('product-card');

async function shownIds(page: Page): Promise<number[]> {
  return (await productCards(page).evaluateAll((cards) =>
    cards.map((card) => Number(card.getAttribute('data-product-id'))),
  )) as number[];
}

/**
 * Where the filters are: the sidebar on wide screens, the 'Filter By' overlay on small ones.
 * `done` closes the overlay again (nothing to do for the sidebar).
 */
async function openFilters(page: Page): Promise<{ filters: Locator; done: () => Promise<void> }> {
  const filterBy = page.getByTestId('filter-by-button');
  if (await filterBy.isVisible()) {
    await filterBy.click();
    const overlay = page.getByRole('dialog', { name: 'Attribute' });
    await expect(overlay).toBeVisible();
    return {
      filters: overlay,
      done: async () => {
        await overlay.getByRole('button', { name: 'Done' }).click();
        await expect(overlay).toBeHidden();
      },
    };
  }
  return { filters: page.getByTestId('filter-sidebar'), done: async () => undefined };
}

async function openFlowers(page: Page) {
  await page.goto('/category/flowers');
  await expect(page.getByRole('heading', { level: 1, name: 'Flowers' })).toBeVisible(PAGE_LOAD);
  await expect(productCards(page).first()).toBeVisible();
}

test.describe('category page', () => {
  test('lists the flowers with names, prices and the page title', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const { category, products } = await categoryData(request, 'flowers');
    await openFlowers(page);

    await expect(page).toHaveTitle(`${category.title} | Posy`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/category\/flowers$/,
    );
    await expect(page.getByTestId('category-notification')).toContainText(
      'Next-day delivery when ordered by 5pm',
    );
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(productCards(page)).toHaveCount(products.length);

    const harriet = page.getByTestId('product-link-the-harriet');
    await expect(harriet.getByTestId('product-name')).toHaveText('The Harriet');
    await expect(harriet.getByTestId('price')).toHaveText('£35.00');
    await expect(harriet.getByRole('img', { name: 'The Harriet' })).toHaveAttribute(
      'src',
      '/images/products/101-285.svg',
    );
    await expect(page.getByTestId('flowers-promo-link')).toHaveAttribute(
      'href',
      '/category/flowers',
    );
    expect(errors).toEqual([]);
  });

  test("'More info' shows the description and becomes 'Less info'", async ({ page }) => {
    await openFlowers(page);
    const toggle = page.getByRole('button', { name: 'More info' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('category-description')).toBeHidden();
    await toggle.click();
    const less = page.getByRole('button', { name: 'Less info' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('category-description')).toContainText('hand-tied');
    await less.click();
    await expect(page.getByRole('button', { name: 'More info' })).toBeVisible();
    await expect(page.getByTestId('category-description')).toBeHidden();
  });

  test('a colour filter shows only products of that colour until cleared', async ({
    page,
    request,
  }) => {
    const { products } = await categoryData(request, 'flowers');
    const pink = products.filter((p) => p.attributes.includes(PINK)).map((p) => p.id);
    expect(pink.length).toBeGreaterThan(0);
    expect(pink.length).toBeLessThan(products.length);
    await openFlowers(page);

    const { filters, done } = await openFilters(page);
    await expect(filters.getByTestId('swatch-pink')).toBeVisible();
    await filters.getByRole('checkbox', { name: 'Pink' }).check();
    await done();
    await expect(productCards(page)).toHaveCount(pink.length);
    expect((await shownIds(page)).sort()).toEqual([...pink].sort());

    await page.getByTestId('active-filters-clear').click();
    await expect(productCards(page)).toHaveCount(products.length);
  });

  test('a filter combination nothing matches says so and can be cleared', async ({
    page,
    request,
  }) => {
    const { products } = await categoryData(request, 'flowers');
    expect(products.some((p) => p.attributes.includes(PINK) && p.attributes.includes(YELLOW))).toBe(
      false,
    );
    await openFlowers(page);
    const { filters, done } = await openFilters(page);
    await filters.getByRole('checkbox', { name: 'Pink' }).check();
    await filters.getByRole('checkbox', { name: 'Yellow' }).check();
    await done();
    await expect(productCards(page)).toHaveCount(0);
    await expect(page.getByTestId('listing-empty')).toContainText(
      "We don't seem to have any products with those filters!",
    );
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(productCards(page)).toHaveCount(products.length);
  });

  test('Price (Asc) puts the cheapest first', async ({ page, request }) => {
    const { products } = await categoryData(request, 'flowers');
    const cheapest = Math.min(...products.map((p) => p.discountedPrice));
    await openFlowers(page);
    await expect(page.getByTestId('sort-select')).toHaveValue('weight');
    await page.getByTestId('sort-select').selectOption({ label: 'Price (Asc)' });
    await expect(page.getByTestId('sort-select')).toHaveValue('priceasc');
    const prices = await productCards(page).evaluateAll((cards) =>
      cards.map((card) => Number(card.getAttribute('data-price'))),
    );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices).toHaveLength(products.length);
    expect(prices[0]).toBe(cheapest);
  });

  test("'Available Soonest' lists what can come tomorrow, and choosing it again clears it", async ({
    page,
    request,
  }) => {
    const { products } = await categoryData(request, 'flowers');
    await openFlowers(page);
    const { filters, done } = await openFilters(page);
    const answer = page.waitForResponse((r) => r.url().includes('/api/category-products/1/'));
    await filters.getByRole('checkbox', { name: 'Available Soonest' }).check();
    const response = await answer;
    const tomorrow = shopDayAfter(1);
    expect(response.url()).toMatch(new RegExp(`/api/category-products/1/${tomorrow}$`));
    const { products: deliverable, errors } = (await response.json()).data as {
      products: Record<string, ListingProduct>;
      errors: string[];
    };
    await done();

    const expected = Object.keys(deliverable).map(Number);
    await expect(productCards(page)).toHaveCount(expected.length);
    expect((await shownIds(page)).sort()).toEqual(expected.sort());
    const alerts = page.getByTestId('category-page').getByRole('alert');
    await expect(alerts).toHaveText(errors);

    const again = await openFilters(page);
    await again.filters.getByRole('checkbox', { name: 'Available Soonest' }).uncheck();
    await again.done();
    await expect(productCards(page)).toHaveCount(products.length);
    await expect(alerts).toHaveCount(0);
  });

  test('picking a product records select_item and opens its page', async ({ page }) => {
    await openFlowers(page);
    await page.getByTestId('product-link-the-beatrice').click();
    await expect(page).toHaveURL(/\/product\/the-beatrice$/);
    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [],
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'select_item',
        ecommerce: expect.objectContaining({
          items: [
            {
              item_name: 'The Beatrice',
              item_id: '102',
              price: 25,
              item_brand: 'Flowers',
              quantity: 1,
            },
          ],
        }),
      }),
    );
  });

  test("plant categories explain 'Choose your pot'", async ({ page }) => {
    await page.goto('/category/house-plants');
    await expect(page.getByRole('heading', { level: 1, name: 'House Plants' })).toBeVisible(
      PAGE_LOAD,
    );
    await expect(page.getByRole('heading', { name: 'Choose your pot' })).toBeVisible();
    await page.goto('/category/christmas-plants');
    await expect(page.getByRole('heading', { level: 1, name: 'Christmas Plants' })).toBeVisible(
      PAGE_LOAD,
    );
    await expect(page.getByTestId('pot-banner')).toHaveCount(0);
  });

  test('an unknown category shows the not-found page', async ({ page }) => {
    await page.goto('/category/no-such-category');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible(
      PAGE_LOAD,
    );
    await expect(page.getByTestId('category-page')).toHaveCount(0);
  });
});

test.describe('category page on a small screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("'Filter By' opens the 'Attribute' overlay with 'Clear All' and 'Done'", async ({
    page,
    request,
  }) => {
    const { products } = await categoryData(request, 'flowers');
    await openFlowers(page);
    await expect(page.getByTestId('filter-sidebar')).toHaveCount(0);
    await expect(page.getByTestId('sort-select')).toBeVisible();

    await page.getByRole('button', { name: 'Filter By' }).click();
    const overlay = page.getByRole('dialog', { name: 'Attribute' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('heading', { name: 'Attribute' })).toBeVisible();
    const box = await overlay.boundingBox();
    expect(box?.width).toBe(360);

    await overlay.getByRole('checkbox', { name: 'Pink' }).check();
    await overlay.getByRole('button', { name: 'Clear All' }).click();
    await expect(overlay.getByRole('checkbox', { name: 'Pink' })).not.toBeChecked();
    await overlay.getByRole('checkbox', { name: 'Yellow' }).check();
    await overlay.getByRole('button', { name: 'Done' }).click();
    await expect(overlay).toBeHidden();
    const yellow = products.filter((p) => p.attributes.includes(YELLOW));
    await expect(productCards(page)).toHaveCount(yellow.length);
  });

  test('the category page never scrolls sideways', async ({ page }) => {
    await openFlowers(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('greetings-card pages', () => {
  test('all cards lists the cards with occasion shortcuts and promo boxes', async ({ page }) => {
    const search = await page.request.get('/api/search/cards?category=91');
    const cards = (await search.json()).data as ListingProduct[];
    expect(cards.length).toBeGreaterThanOrEqual(21);

    await page.goto('/category/greetings-cards');
    await expect(page.getByRole('heading', { level: 1, name: 'Greetings Cards' })).toBeVisible(
      PAGE_LOAD,
    );
    await expect(page.getByRole('link', { name: 'Click here to send blooms too' })).toHaveAttribute(
      'href',
      '/category/flowers',
    );
    await expect(page.getByTestId('popular-occasions').getByRole('link')).toHaveCount(3);
    await expect(productCards(page)).toHaveCount(cards.length);
    await expect(page.getByTestId('card-promo-occasion')).toHaveCount(
      Math.floor(cards.length / 21),
    );
    await expect(page.getByTestId('card-promo-occasion').first()).toHaveAttribute(
      'href',
      '/category/personalised-cards',
    );
    await expect(page.getByTestId('card-promo-blooms')).toHaveAttribute(
      'href',
      '/category/flowers',
    );
  });

  test('an occasion page hides itself from the shortcuts and shows only its cards', async ({
    page,
  }) => {
    await page.goto('/category/birthday-cards');
    await expect(page.getByRole('heading', { level: 1, name: 'Birthday Cards' })).toBeVisible(
      PAGE_LOAD,
    );
    const shortcuts = page.getByTestId('popular-occasions').getByRole('link');
    await expect(shortcuts).toHaveText(['Anniversary', 'Personalised', 'Thinking of You']);
    await expect(productCards(page).first()).toBeVisible();
    await expect(page.getByTestId('card-promo-occasion')).toHaveCount(0);
  });

  test('a search word with no cards says so, and clearing brings them back', async ({ page }) => {
    await page.goto('/category/greetings-cards');
    await expect(productCards(page).first()).toBeVisible(PAGE_LOAD);
    const count = await productCards(page).count();
    const input = page.getByPlaceholder('Search and filter cards');
    await input.fill('zzqxwv');
    await expect(page.getByTestId('card-search-panel')).toBeVisible();
    await input.press('Enter');
    await expect(page.getByTestId('card-search-panel')).toBeHidden();
    await expect(page.getByTestId('cards-empty')).toContainText(
      "Sorry, we don't seem to have any cards that match!",
    );
    await page.getByTestId('cards-empty-clear').click();
    await expect(productCards(page)).toHaveCount(count);
  });

  test("'Personalised Cards Only' keeps only personalised cards", async ({ page }) => {
    const search = await page.request.get('/api/search/cards?category=91&personalised=true');
    const personalised = (await search.json()).data as ListingProduct[];
    expect(personalised.length).toBeGreaterThan(0);

    await page.goto('/category/greetings-cards');
    await expect(productCards(page).first()).toBeVisible(PAGE_LOAD);
    await page.getByTestId('card-filter-toggle').click();
    await page.getByRole('checkbox', { name: 'Personalised Cards Only' }).check();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(productCards(page)).toHaveCount(personalised.length);
  });
});
