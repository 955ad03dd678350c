import { addOrderThroughApi } from './basket-helpers';
import { expect, test, type Page } from './fixtures';

/**
 * How far the page scrolls sideways, and the first thing that sticks out past the screen's edge,
 * if any (not counting what a row that scrolls or clips on its own holds, such as a carousel).
 */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const heldBack = (element: Element): boolean => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprit = [...document.querySelectorAll('body *')].find(
      (element) => element.getBoundingClientRect().right > width + 0.5 && !heldBack(element),
    );
    return {
      overflow: document.documentElement.scrollWidth - width,
      culprit: culprit ? `${culprit.tagName}.${culprit.className}` : null,
    };
  });
}

test.describe('on a 360px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of [
    '/',
    '/hamper-delivery',
    '/greetings-cards',
    '/category/flowers',
    '/product/the-harriet',
    '/delivery',
    '/faq',
    '/terms',
    '/about-us',
    '/journal',
    '/making-a-difference',
    '/freshness-guarantee',
    '/contact-us',
    '/sitemap',
  ]) {
    test(`${path} never scrolls sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(await sideways(page)).toEqual({ overflow: 0, culprit: null });
    });
  }

  test('checkout never scrolls sideways', async ({ page }) => {
    await addOrderThroughApi(page);
    await page.goto('/checkout/1');
    await expect(page.getByTestId('checkout-page')).toBeVisible();
    expect(await sideways(page)).toEqual({ overflow: 0, culprit: null });
  });
});
