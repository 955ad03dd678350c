/** The panel's contents and styles load on the first hover, focus or open of the basket. */
export const loadBasketPanel = () => import('./BasketPanel');

export const preloadBasketPanel = () => {
  // A failed early fetch is retried when the panel opens.
  loadBasketPanel().catch(() => undefined);
};
