import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { harriet } from './product.fixtures';
import { openHarriet, resetShopper, serve } from './product-test-app';

beforeEach(resetShopper);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Why choose Posy' tabs", () => {
  it('follows the tabs pattern and moves between tabs with the arrow keys', async () => {
    await openHarriet();
    const tablist = await screen.findByRole('tablist', { name: 'Why choose Posy' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Ethical Flowers',
      '7-Day Freshness Guarantee',
      'Reviews',
    ]);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(tabs[1].getAttribute('tabindex')).toBe('-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0].id);
    expect(tabs[0].getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toContain('10% of our profits');

    tabs[0].focus();
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    expect(screen.getByRole('tabpanel').textContent).toContain('guaranteed to stay fresh');

    fireEvent.keyDown(tabs[1], { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(tabs[2].getAttribute('aria-selected')).toBe('true');
  });

  it('reads review ratings out as "Rated N out of 5"', async () => {
    await openHarriet();
    fireEvent.click(await screen.findByRole('tab', { name: 'Reviews' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(panel).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(panel).getAllByTestId('review')[0].textContent).toContain('Sarah, Leeds');
  });

  it("uses the product image when the tab's image is missing or fails to load", async () => {
    await openHarriet();
    fireEvent.click(await screen.findByRole('tab', { name: '7-Day Freshness Guarantee' }));
    const image = screen.getByTestId('why-choose-image');
    expect(image.getAttribute('src')).toBe('/images/tabs/freshness.svg');
    fireEvent.error(image);
    expect(screen.getByTestId('why-choose-image').getAttribute('src')).toBe(
      '/images/products/101-586.svg',
    );
    expect(screen.getByRole('tabpanel').querySelector('figcaption')?.textContent).toBe(
      'Every bouquet is guaranteed to stay fresh for at least 7 days.',
    );
  });

  it('shows a loading placeholder until the tabs arrive', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = serve(harriet()).fetchStub;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/product/tabs/101') await held;
      return answer(input, init);
    });
    renderApp('/product/the-harriet');
    await screen.findByTestId('product-page');
    expect(screen.getByTestId('why-choose-loading')).toBeTruthy();
    release();
    await screen.findByRole('tablist');
    expect(screen.queryByTestId('why-choose-loading')).toBeNull();
  });
});
