import { expect, test, type Page } from './fixtures';
import { formatWeekdayOrdinalDate } from '../../contracts/src/common/dates';

/**
 * Header journeys (docs/rules-storefront.md "Header, navigation and favourites", "Validation",
 * "Constants"): search, the search page, favourites, delivery date.
 */

const SEARCH_LABEL = 'Search flowers and gifts';

/** The header's search box; at every width it is on screen without opening the menu. */
const headerSearch = (page: Page) =>
  page.getByTestId('site-header').getByRole('combobox', { name: SEARCH_LABEL });

/** Every term the header asked suggestions for (limit 4), in order. */
function recordSuggestionTerms(page: Page): string[] {
  const terms: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search/products' && url.searchParams.get('limit') === '4') {
      terms.push(url.searchParams.get('term') ?? '');
    }
  });
  return terms;
}

/**
 * The header's search box hydrates on the shopper's first touch: focus it and wait until it is
 * live, so the typing below meets the box's own handling (the pause, the list, the keys).
 */
async function liveHeaderSearch(page: Page) {
  await headerSearch(page).focus();
  await expect(page.getByTestId('header-search-form')).toHaveAttribute('data-hydrated', 'true');
  return headerSearch(page);
}

test.describe('search box', () => {
  test('suggests up to 4 products after a 300 ms pause, and a click opens one', async ({
    page,
  }) => {
    const terms = recordSuggestionTerms(page);
    await page.clock.install();
    await page.goto('/');
    const input = await liveHeaderSearch(page);
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    // The page's clock stands still while the shopper types, then moves on a tick at a time.
    await page.clock.pauseAt(Date.now() + 60_000);
    await input.pressSequentially('rose');
    await page.clock.runFor(299);
    // A request the page sends now is seen after any the box sent before it: none yet.
    await Promise.all([
      page.waitForRequest((request) => new URL(request.url()).pathname === '/api/health'),
      page.evaluate(() => fetch('/api/health').then(() => undefined)),
    ]);
    expect(terms).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => terms).toEqual(['rose']);
    await page.clock.resume();

    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);

    const options = listbox.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(4);
    for (const name of await options.allTextContents()) expect(name).toMatch(/rose/i);

    const first = options.first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
    await expect(first.locator('img')).toHaveAttribute('src', /\/images\/products\//);
    // Every suggestion shows its price in pounds, as the product cards do.
    for (const price of await options.getByTestId('price').allTextContents()) {
      expect(price).toMatch(/£\d+(\.\d{2})?/);
    }
    expect(await options.getByTestId('price').count()).toBe(count);
    await first.click();
    await expect(page).toHaveURL(href!);
  });

  test('arrow keys highlight a suggestion, Enter opens it, Escape closes the list', async ({
    page,
  }) => {
    await page.goto('/');
    const input = await liveHeaderSearch(page);
    await input.fill('hamper');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();

    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const second = options.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await second.getAttribute('id'))!,
    );

    await input.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(options.first()).toBeHidden();
    await expect(input).toHaveValue('hamper');

    await input.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const href = await options.first().getAttribute('href');
    await input.press('Enter');
    await expect(page).toHaveURL(href!);
  });

  test('Enter with nothing highlighted goes to the search page with the results', async ({
    page,
  }) => {
    await page.goto('/');
    await (await liveHeaderSearch(page)).fill('rose');
    await headerSearch(page).press('Enter');

    await expect(page).toHaveURL('/search?searchString=rose');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "rose"');
    const results = page.getByTestId('search-result');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeLessThanOrEqual(48);
    await expect(results.first()).toHaveAttribute('href', /^\/product\/[a-z0-9-]+$/);
    await expect(results.first().getByTestId('price')).toHaveText(/£\d+(\.\d{2})?/);
    await expect(page).toHaveTitle('Search | Posy');
    await expect(page.getByTestId('search-page-input')).toHaveValue('rose');
  });

  test('the search page says so when nothing matches, and searches again', async ({ page }) => {
    await page.goto('/search?searchString=zzqxv');
    await expect(page.getByTestId('search-no-results')).toHaveText(
      'Sorry, we couldn\'t find anything for "zzqxv" - try another word.',
    );

    const again = page.getByRole('search', { name: 'Search again' }).getByRole('combobox');
    await expect(again).toHaveValue('zzqxv');
    await again.fill('tulip');
    await again.press('Enter');
    await expect(page).toHaveURL('/search?searchString=tulip');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "tulip"');
  });

  test('an empty box is not sent on desktop, where it is required', async ({ page }) => {
    await page.goto('/');
    const input = await liveHeaderSearch(page);
    const desktop = (page.viewportSize()?.width ?? 0) >= 768;
    if (desktop) await expect(input).toHaveAttribute('required', '');
    else await expect(input).not.toHaveAttribute('required', '');
    await input.press('Enter');
    await expect(page).toHaveURL('/');
  });
});

test.describe('favourites overlay', () => {
  test('lists favourites by tab; Remove, Clear All with Cancel and Yes update the list', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/api/favourites?ids=101,107,401');
    const products: { id: number; name: string; category: string; active: boolean }[] = (
      await answer.json()
    ).data;
    const byId = (id: number) => products.find((product) => product.id === id)!;
    expect(byId(101).category).toBe('Flowers');
    expect(byId(107)).toMatchObject({ category: 'Flowers', active: false });
    expect(byId(401).category).toBe('Hampers');

    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('favourite', JSON.stringify([101, 107, 401])));
    await page.reload();

    const heart = page.getByRole('button', { name: 'Favourites (3)' });
    await heart.click();
    const overlay = page.getByRole('dialog', { name: 'Favourites' });
    await expect(overlay).toBeVisible();

    const flowers = overlay.getByRole('tabpanel', { name: 'Flowers' });
    await expect(overlay.getByRole('tab', { name: 'Flowers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(flowers.getByRole('link', { name: byId(101).name })).toHaveAttribute(
      'href',
      /^\/product\//,
    );
    await expect(flowers.getByTestId('favourite-item-107')).toContainText('Currently unavailable');

    await overlay.getByRole('tab', { name: 'Flowers' }).press('ArrowRight');
    const hampers = overlay.getByRole('tabpanel', { name: 'Hampers' });
    await expect(hampers.getByRole('link', { name: byId(401).name })).toBeVisible();
    await expect(overlay.getByRole('tab', { name: 'Hampers' })).toBeFocused();

    await overlay.getByRole('tab', { name: 'Cards' }).click();
    await expect(overlay.getByRole('tabpanel', { name: 'Cards' })).toHaveText(
      "You don't have any items in your Favourite Cards. Click here to begin shopping!",
    );

    await overlay.getByRole('tab', { name: 'Flowers' }).click();
    await flowers.getByRole('button', { name: `Remove ${byId(101).name}` }).click();
    await expect(flowers.getByTestId('favourite-item-101')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Favourites (2)' })).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem('favourite'))).toBe('[107,401]');

    await overlay.getByRole('button', { name: 'Clear All' }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear favourites' });
    await expect(confirm.getByTestId('favourites-confirm-question')).toHaveText(
      'Are you sure you wish to clear your favourites?',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(flowers.getByTestId('favourite-item-107')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('favourite'))).toBe('[107,401]');

    await overlay.getByRole('button', { name: 'Clear All' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(confirm).toBeHidden();
    await expect(flowers).toHaveText(
      "You don't have any items in your Favourite Flowers. Click here to begin shopping!",
    );
    await expect(
      flowers.getByRole('link', { name: 'Click here to begin shopping!' }),
    ).toHaveAttribute('href', '/category/flowers');
    expect(await page.evaluate(() => localStorage.getItem('favourite'))).toBe('[]');
    await expect(page.getByRole('button', { name: 'Favourites (0)' })).toBeAttached();

    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('button', { name: 'Favourites (0)' })).toBeFocused();
  });

  test('with no favourites, every tab offers a place to begin shopping', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('header-favourites').click();
    const overlay = page.getByRole('dialog', { name: 'Favourites' });
    for (const [tab, href] of [
      ['Flowers', '/category/flowers'],
      ['Hampers', '/hamper-delivery'],
      ['Cards', '/greetings-cards'],
    ]) {
      await overlay.getByRole('tab', { name: tab }).click();
      const panel = overlay.getByRole('tabpanel', { name: tab });
      await expect(panel).toHaveText(
        `You don't have any items in your Favourite ${tab}. Click here to begin shopping!`,
      );
      await expect(panel.getByRole('link')).toHaveAttribute('href', href!);
    }
    await expect(overlay.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
  });
});

test.describe('earliest available delivery', () => {
  test('the header shows the date the shop can deliver first', async ({ page, request }) => {
    const info = await (await request.get('/api/landing-page/header')).json();
    const date: string = info.data.earliestDeliveryDate;
    await page.goto('/');
    await expect(page.getByTestId('header-delivery-text')).toHaveText(
      `Earliest available delivery: ${formatWeekdayOrdinalDate(date)}`,
    );
  });

  test('the page below does not move when the longest date arrives', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/landing-page/header', async (route) => {
      await held;
      await route.fulfill({
        json: { data: { earliestDeliveryDate: '2026-09-23' }, isSignedIn: false },
      });
    });
    await page.goto('/');
    await expect(page.getByTestId('header-sign-in')).toBeVisible();
    await expect(page.getByTestId('header-delivery')).toHaveText('');
    const before = await page.getByRole('main').boundingBox();

    release();
    await expect(page.getByTestId('header-delivery-text')).toHaveText(
      'Earliest available delivery: Wednesday 23rd September',
    );
    const after = await page.getByRole('main').boundingBox();
    expect(after?.y).toBe(before?.y);
  });
});

test('the header works at every width: menu, search and favourites in reach', async ({ page }) => {
  await page.goto('/');
  const header = page.getByTestId('site-header');
  const phone = (page.viewportSize()?.width ?? 0) < 768;

  await expect(headerSearch(page)).toBeVisible();
  await expect(header.getByTestId('header-favourites')).toBeVisible();
  await expect(header.getByTestId('header-delivery')).toBeVisible();
  const nav = header.getByRole('navigation', { name: 'Main' });

  if (phone) {
    await expect(nav).toBeHidden();
    await header.getByTestId('menu-toggle').click();
    await expect(nav.getByRole('link', { name: 'Flowers', exact: true })).toBeVisible();
    await header.getByTestId('menu-toggle').click();
    await expect(nav).toBeHidden();
  } else {
    await expect(header.getByTestId('menu-toggle')).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Flowers', exact: true })).toBeVisible();
  }

  // Typed at once, before the box is live: what was typed is kept and the suggestions follow.
  await headerSearch(page).fill('rose');
  await expect(
    page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('before the header search box is live, Enter still searches (a plain form)', async ({
  page,
}) => {
  await page.goto('/delivery');
  const form = page.getByTestId('header-search-form');
  // Filled without a touch event reaching the page first: the box is still the server's form.
  await form.evaluate((element: HTMLFormElement) => {
    const input = element.querySelector('input')!;
    input.value = 'tulip';
    element.requestSubmit();
  });
  await expect(page).toHaveURL('/search?searchString=tulip');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "tulip"');
});
