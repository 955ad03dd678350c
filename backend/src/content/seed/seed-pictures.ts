import type { ModuleImage } from '@shop/contracts';
import { productImage } from '../../catalogue';

/**
 * Content pictures are the catalogue's own generated product pictures (served at
 * `/images/products/{id}-{size}.svg`), so every picture content names is one the shop serves.
 */
export const picture = (productId: number, alt: string, size: 586 | 285 = 586): ModuleImage => ({
  src: productImage(productId, size),
  alt,
});

/** A navigation tile's or panel's picture. */
export const navPicture = (productId: number) => productImage(productId, 285);
