import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { harriet } from './product.fixtures';
import { ok, resetShopper, serve } from './product-test-app';

const FULL_APP = { timeout: 20_000 };

const scrolled: Element[] = [];

beforeEach(() => {
  resetShopper();
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('/continue-purchase/:productId', FULL_APP, () => {
  it("replaces itself with the product's page, scrolled to the purchase area", async () => {
    const api = serve(harriet(), {
      'GET /api/product/id/101': ok({ product: harriet(), errors: [] }),
    });
    const { router } = renderApp('/continue-purchase/101');
    await screen.findByTestId('product-page');
    expect(router.state.location.pathname).toBe('/product/the-harriet');
    expect(router.state.location.hash).toBe('purchase');
    // Replaced: Back leaves the product page rather than landing on the redirect again.
    expect(router.history.length).toBe(1);
    const purchase = document.getElementById('purchase');
    expect(purchase?.className).toBe('purchase-step');
    await waitFor(() => expect(scrolled).toContain(purchase));
    expect(api.calls).toContainEqual({ method: 'GET', path: '/api/product/id/101' });
  });

  it('shows the page-not-found page for an unknown product or a malformed id', async () => {
    serve(harriet());
    renderApp('/continue-purchase/999');
    await screen.findByTestId('not-found-page');
    const other = renderApp('/continue-purchase/abc');
    await waitFor(() => expect(other.router.state.status).toBe('idle'));
    // The not-found page's code loads when a page is first not found.
    await waitFor(() => expect(screen.getAllByTestId('not-found-page')).toHaveLength(2));
  });
});
