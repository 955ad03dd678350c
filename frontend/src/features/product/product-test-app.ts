import type { ProductDetail } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { bySlug, harriet, RELATED, TABS } from './product.fixtures';

/** Extra or replacement API answers, keyed "METHOD path". */
export type Answers = Parameters<typeof stubApi>[0];

export type StubbedApi = ReturnType<typeof stubApi>;

/** An envelope carrying `data`, as the shop's API answers. */
export const ok = (data: unknown) => () => envelope({ data, isSignedIn: false });

/** A fresh guest session, empty dataLayer and favourites before each product test. */
export function resetShopper() {
  resetSessionState();
  delete window.dataLayer;
  localStorage.clear();
}

/** Stubs fetch with the product's slug answer, tabs and suggestions, plus `extra`. */
export function serve(product: ProductDetail | undefined, extra: Answers = {}): StubbedApi {
  const api = stubApi({
    'GET /api/user-session': ok({ customerId: null, email: null }),
    [`GET /api/product/slug/${product?.slug ?? 'not-a-product'}`]: ok(bySlug(product)),
    'GET /api/product/tabs/101': ok(TABS),
    'GET /api/product/you-may-also-be-interested-in/101': ok(RELATED),
    'GET /api/product/tabs/571': ok(TABS),
    'GET /api/product/you-may-also-be-interested-in/571': ok([]),
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

/** The Harriet's page in the whole app, once it has rendered. */
export async function openHarriet(overrides: Partial<ProductDetail> = {}, extra: Answers = {}) {
  const api = serve(harriet(overrides), extra);
  const app = renderApp('/product/the-harriet');
  await screen.findByTestId('product-page');
  return { ...app, api };
}
