import { expect, test, type Page } from './fixtures';

/** The usual main column (`--content-max` in frontend/src/styles/tokens.css). */
const CONTENT_MAX = 1200;

async function mainWidth(page: Page): Promise<number> {
  const box = await page.locator('main#main').boundingBox();
  if (!box) throw new Error('main#main is not on the page');
  return box.width;
}

// The fluid-width layout of docs/rules-storefront.md "Layout rules"
// (frontend/src/layout/layout-rules.ts: isFluidPath).
test.describe('fluid-width layout on a wide screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  for (const path of ['/', '/category/flowers']) {
    test(`${path} uses more than the usual ${CONTENT_MAX}px`, async ({ page }) => {
      await page.goto(path);
      expect(await mainWidth(page)).toBeGreaterThan(CONTENT_MAX);
    });
  }

  test(`/delivery keeps the usual ${CONTENT_MAX}px column`, async ({ page }) => {
    await page.goto('/delivery');
    expect(await mainWidth(page)).toBeLessThanOrEqual(CONTENT_MAX);
  });

  test('the wide category grid has a fifth column', async ({ page }) => {
    await page.goto('/category/flowers');
    const columns = await page
      .getByTestId('product-grid')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(5);
  });

  test("the server's HTML is already fluid, so nothing moves as the page goes live", async ({
    request,
  }) => {
    const fluid = await (await request.get('/category/flowers')).text();
    expect(fluid).toMatch(/<main[^>]*class="site-main site-main--fluid"/);
    const usual = await (await request.get('/delivery')).text();
    expect(usual).toMatch(/<main[^>]*class="site-main"/);
  });
});
