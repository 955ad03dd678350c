import { screen } from '@testing-library/react';
import { resetSessionState } from '../../http/session-state';
import { renderApp } from '../../test/render-app';
import { categoryResponse, FLOWERS, listingProduct } from './category.fixtures';
import { notFoundAnswer, ok, stubListingApi } from './listing-test-api';

/**
 * Shared by the category page specs. They render the whole storefront in jsdom, route chunks
 * and all; on a busy two-core runner the first render alone can take seconds, so they get more
 * time than a unit test.
 */
export const FULL_APP = { timeout: 20_000 };

export const HOUSE_PLANTS = {
  ...FLOWERS,
  id: 2,
  name: 'House Plants',
  slug: 'house-plants',
  title: 'House Plant Delivery',
  description: '<p>Easy-going greenery.</p>',
};

/** A guest with no favourites and an empty data layer, and the categories the specs open. */
export function stubCategoryApi() {
  resetSessionState();
  localStorage.clear();
  window.dataLayer = [];
  return stubListingApi({
    '/api/category/flowers': () => ok(categoryResponse()),
    '/api/category/house-plants': () =>
      ok(
        categoryResponse({
          category: HOUSE_PLANTS,
          defaultSort: 'priceasc',
          products: [
            listingProduct({ id: 201, name: 'Monstera', attributes: [110], discountedPrice: 3000 }),
            listingProduct({ id: 202, name: 'Calathea', attributes: [110], discountedPrice: 2500 }),
          ],
        }),
      ),
    '/api/category/christmas-plants': () =>
      ok(categoryResponse({ category: { ...HOUSE_PLANTS, id: 16, slug: 'christmas-plants' } })),
    '/api/category/no-such-category': () =>
      notFoundAnswer("Sorry, we couldn't find that category."),
  });
}

/** The product names in the grid, in order. */
export const cardNames = () => screen.queryAllByTestId('product-name').map((n) => n.textContent);

export async function openFlowers() {
  const view = renderApp('/category/flowers');
  await screen.findByTestId('category-page');
  return view;
}
