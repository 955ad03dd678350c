import type { FullConfig } from '@playwright/test';

/**
 * Runs once after the shop is up and before the first test: asks for the pages and API answers
 * every spec starts from, so no test's own timeout pays for a cold server (catalogue, search
 * index, calendar and storefront files all warm on first use).
 */
export default async function warmUp(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0].use.baseURL as string;
  const paths = [
    '/',
    '/category/flowers',
    '/api/category/flowers',
    '/api/landing-page/header',
    '/api/search/products?term=rose',
    '/api/checkout/get',
    '/checkout',
    '/payment',
    '/support',
  ];
  for (const path of paths) {
    const answer = await fetch(baseURL + path);
    await answer.arrayBuffer();
  }
  const category = (await (await fetch(`${baseURL}/api/category/flowers`)).json()) as {
    data: { products: { id: number; slug: string }[] };
  };
  const product = category.data.products[0];
  await (await fetch(`${baseURL}/product/${product.slug}`)).arrayBuffer();
  await (await fetch(`${baseURL}/api/product/slug/${product.slug}`)).arrayBuffer();
}
