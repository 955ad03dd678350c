import { describe, expect, it } from 'vitest';
import { canonicalUrl, htmlToText, productHead, productJsonLd } from './product-head';
import { harriet } from './product.fixtures';

const ORIGIN = 'https://www.posy.example';

describe('htmlToText', () => {
  it('drops tags, decodes entities and keeps words apart across paragraphs', () => {
    expect(
      htmlToText(
        '<p>Roses &amp; <strong>stocks</strong></p><p>Sent &#39;fresh&#39;&nbsp;today</p>',
      ),
    ).toBe("Roses & stocks Sent 'fresh' today");
  });

  it('leaves unknown entities as written', () => {
    expect(htmlToText('A &madeup; thing &#x263A;')).toBe('A &madeup; thing ☺');
  });
});

describe('productJsonLd (spec 001 §2.5)', () => {
  const product = harriet({
    price: 3500,
    discountedPrice: 3000,
    discountAmount: '5.00',
    defaultDeliveryMethodCost: 399,
    images: ['/images/products/101-586.svg', '/images/products/101-b-586.svg'],
  });

  it('describes the product with absolute image URLs and text-only description', () => {
    const ld = productJsonLd(product, ORIGIN, '2026-06-01');
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe('The Harriet');
    expect(ld.sku).toBe('FLW-101');
    expect(ld.image).toEqual([
      'https://www.posy.example/images/products/101-586.svg',
      'https://www.posy.example/images/products/101-b-586.svg',
    ]);
    expect(ld.description).toBe(
      "Soft pink 'Sweet Avalanche' roses with white lisianthus. Hand-tied & sent the same morning.",
    );
  });

  it('offers the discounted price in pounds, valid for two days, with UK shipping', () => {
    const { offers } = productJsonLd(product, ORIGIN, '2026-06-30');
    expect(offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'GBP',
      price: 30,
      availability: 'https://schema.org/InStock',
      priceValidUntil: '2026-07-02',
    });
    expect(offers.shippingDetails.shippingRate).toEqual({
      '@type': 'MonetaryAmount',
      value: 3.99,
      currency: 'GBP',
    });
    expect(offers.shippingDetails.shippingDestination.addressCountry).toBe('GB');
    expect(offers.shippingDetails.deliveryTime.handlingTime).toMatchObject({
      minValue: 0,
      maxValue: 1,
      unitCode: 'DAY',
    });
    expect(offers.shippingDetails.deliveryTime.transitTime).toMatchObject({
      minValue: 1,
      maxValue: 2,
      unitCode: 'DAY',
    });
  });

  it('marks an unavailable product out of stock', () => {
    const ld = productJsonLd(harriet({ available: false }), ORIGIN, '2026-06-01');
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('productHead', () => {
  it('titles the page "{pageTitle} | Posy" with description, social tags and canonical link', () => {
    const head = productHead(harriet({ pageTitle: 'The Harriet Bouquet' }), ORIGIN, '2026-06-01');
    expect(head.meta).toContainEqual({ title: 'The Harriet Bouquet | Posy' });
    expect(head.meta).toContainEqual({
      name: 'description',
      content: 'Scented pink roses and stocks Free personal card and flower food',
    });
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'https://www.posy.example/images/products/101-586.svg',
    });
    expect(head.meta).toContainEqual({
      property: 'og:url',
      content: 'https://www.posy.example/product/the-harriet',
    });
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://www.posy.example/product/the-harriet' },
    ]);
    expect(head.meta.some((entry) => 'script:ld+json' in entry)).toBe(true);
  });

  it('builds the canonical address from the product slug', () => {
    expect(canonicalUrl('the-harriet', ORIGIN)).toBe(
      'https://www.posy.example/product/the-harriet',
    );
  });
});
