/** What a product's generated picture draws (catalogue/images/product-image.ts). */
export type SeedImageMotif =
  | 'bouquet'
  | 'letterbox'
  | 'plant'
  | 'pot'
  | 'hamper'
  | 'card'
  | 'giftcard'
  | 'seeds'
  | 'dried'
  | 'addon';
