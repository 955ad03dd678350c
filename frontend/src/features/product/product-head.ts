import { plusDays, type IsoDate, type ProductDetail } from '@shop/contracts';
import type { MetaDescriptor } from '@tanstack/react-router';
import { absoluteUrl, SITE_NAME } from '../../document/page-head';

/**
 * How long the structured price is promised for (docs/rules-storefront.md "Product page": price
 * valid for 2 days).
 */
const PRICE_VALID_DAYS = 2;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  pound: '£',
};

/** Product HTML as plain text for meta and JSON-LD: tags dropped, entities decoded, spaces tidied. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] === '#') {
        const point =
          code[1] === 'x' || code[1] === 'X'
            ? Number.parseInt(code.slice(2), 16)
            : Number.parseInt(code.slice(1), 10);
        return Number.isFinite(point) ? String.fromCodePoint(point) : entity;
      }
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export function canonicalUrl(slug: string, origin: string): string {
  return absoluteUrl(`/product/${encodeURIComponent(slug)}`, origin);
}

const penceToPounds = (pence: number) => Math.round(pence) / 100;

/**
 * schema.org Product with one GBP Offer and UK shipping details (docs/rules-storefront.md
 * "Product page").
 */
export function productJsonLd(product: ProductDetail, origin: string, today: IsoDate) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.images.map((image) => absoluteUrl(image, origin)),
    description: htmlToText(product.description),
    sku: product.sku,
    offers: {
      '@type': 'Offer',
      url: canonicalUrl(product.slug, origin),
      priceCurrency: 'GBP',
      price: penceToPounds(product.discountedPrice),
      availability: product.available
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      priceValidUntil: plusDays(today, PRICE_VALID_DAYS),
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: {
          '@type': 'MonetaryAmount',
          value: penceToPounds(product.defaultDeliveryMethodCost),
          currency: 'GBP',
        },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'GB' },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
          transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitCode: 'DAY' },
        },
      },
    },
  };
}

export interface ProductHead {
  meta: MetaDescriptor[];
  links: { rel: string; href: string }[];
}

/** Title, description, social tags, canonical link and JSON-LD for a product page. */
export function productHead(product: ProductDetail, origin: string, today: IsoDate): ProductHead {
  const title = `${product.pageTitle} | ${SITE_NAME}`;
  const url = canonicalUrl(product.slug, origin);
  const image = product.images[0] ? absoluteUrl(product.images[0], origin) : null;
  return {
    meta: [
      { title },
      { name: 'description', content: product.metaDescription },
      { property: 'og:type', content: 'product' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:title', content: title },
      { property: 'og:description', content: product.metaDescription },
      { property: 'og:url', content: url },
      ...(image ? [{ property: 'og:image', content: image }] : []),
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      { 'script:ld+json': productJsonLd(product, origin, today) },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
