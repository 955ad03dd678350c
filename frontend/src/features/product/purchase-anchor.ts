/** The id of a product page's purchase area: `/product/{slug}#purchase` opens the page there. */
export const PURCHASE_AREA_ID = 'purchase';
