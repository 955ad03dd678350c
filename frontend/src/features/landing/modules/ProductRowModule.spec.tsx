import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductRowModule } from './ProductRowModule';
import { PRODUCT_ROW } from './modules.fixtures';
import { expectSizedImages, renderModule, titleOf } from './modules.spec-helpers';

describe('ProductRowModule', () => {
  it('names its section with the title and links each product card to its page', async () => {
    const { section } = await renderModule(
      <ProductRowModule module={PRODUCT_ROW} />,
      'Bestselling flowers',
    );
    expect(titleOf(section)?.tagName).toBe('H2');
    expect(titleOf(section)?.id).toBe('landing-module-21-title');
    const cards = within(section).getAllByTestId('product-card');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/product/the-harriet',
      '/product/the-beatrice',
      '/product/the-ivy',
      '/product/sunshine-sunflowers',
    ]);
    expect(
      within(section).getByRole('link', { name: 'Shop all flowers' }).getAttribute('href'),
    ).toBe('/category/flowers');
  });

  it('shows prices by the discount rule of spec 001 §5', async () => {
    await renderModule(<ProductRowModule module={PRODUCT_ROW} />, 'Bestselling flowers');
    const price = (slug: string) => within(screen.getByTestId(`product-link-${slug}`));
    expect(price('the-harriet').getByTestId('price').textContent).toBe('£35.00');
    expect(price('the-harriet').queryByTestId('price-was')).toBeNull();
    expect(price('the-beatrice').getByTestId('price-was').tagName).toBe('S');
    expect(price('the-beatrice').getByTestId('price-was').textContent).toBe('Was £30.00');
    expect(price('the-beatrice').getByTestId('price-now').textContent).toBe('Now £25.00');
    expect(price('the-ivy').getByTestId('price').textContent).toBe('From £20.50');
    // A discountAmount of '0.00' is no discount, whatever discountedPrice says.
    expect(price('sunshine-sunflowers').getByTestId('price').textContent).toBe('£28.00');
    expect(price('sunshine-sunflowers').queryByTestId('price-was')).toBeNull();
  });

  it('draws each picture at 285×285 with the product name as its text', async () => {
    const { section } = await renderModule(
      <ProductRowModule module={PRODUCT_ROW} />,
      'Bestselling flowers',
    );
    const images = expectSizedImages(section, 285, 285);
    expect(images.map((image) => [image.getAttribute('alt'), image.getAttribute('src')])).toEqual([
      ['The Harriet', '/images/products/101-285.svg'],
      ['The Beatrice', '/images/products/102-285.svg'],
      ['The Ivy', '/images/products/103-285.svg'],
      ['Sunshine Sunflowers', '/images/products/104-285.svg'],
    ]);
  });

  it('numbers the best sellers in an ordered list, and only them', async () => {
    const { unmount } = await renderModule(
      <ProductRowModule module={{ ...PRODUCT_ROW, type: 'FiveProductBestSeller' }} />,
      'Bestselling flowers',
    );
    const list = screen.getByTestId('product-row');
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByTestId('product-rank').map((rank) => rank.textContent)).toEqual([
      'Number 1',
      'Number 2',
      'Number 3',
      'Number 4',
    ]);
    unmount();

    await renderModule(<ProductRowModule module={PRODUCT_ROW} />, 'Bestselling flowers');
    expect(screen.getByTestId('product-row').tagName).toBe('UL');
    expect(screen.queryAllByTestId('product-rank')).toHaveLength(0);
  });

  it('lays the row out for its type', async () => {
    await renderModule(
      <ProductRowModule module={{ ...PRODUCT_ROW, type: 'ThreeProductCarousel' }} />,
      'Bestselling flowers',
    );
    expect(screen.getByTestId('product-row').className).toContain('product-row-module__list--3');
  });

  it('offers no "see all" link when the module has none', async () => {
    const { section } = await renderModule(
      <ProductRowModule module={{ ...PRODUCT_ROW, link: null }} />,
      'Bestselling flowers',
    );
    expect(within(section).queryByTestId('module-21-link')).toBeNull();
    expect(within(section).getAllByTestId('product-card')).toHaveLength(4);
  });

  it('draws nothing at all without products', () => {
    const { container } = render(<ProductRowModule module={{ ...PRODUCT_ROW, products: [] }} />);
    expect(container.innerHTML).toBe('');
  });
});
