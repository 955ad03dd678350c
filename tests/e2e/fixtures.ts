import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export { shopDayAfter, shopToday, SHOP_CLOCK_START } from './shop-clock';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * A server-rendered page starts its scripts after its first paint (frontend/src/document/
 * page-boot.ts), so the browser's load event can come before React has taken the page over.
 * A journey acts on the page as a shopper does once it is live: `goto` and `reload` return when
 * the page is hydrated (`<html data-hydrated>`), not merely loaded.
 */
export function waitForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const live = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    }
    return response;
  };
  page.goto = async (...args) => live(await goto(...args));
  page.reload = async (...args) => live(await reload(...args));
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForHydration(page);
    await use(page);
  },
});
