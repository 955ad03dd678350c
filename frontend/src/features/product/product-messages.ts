/** docs/rules-storefront.md "Messages" and docs/rules-checkout.md "Messages", word for word. */
export const UNAVAILABLE_MESSAGE = 'Sorry, unfortunately this product is currently unavailable.';

export const RELATED_HEADING = 'You might also be interested in…';
export const WHY_CHOOSE_HEADING = 'Why choose Posy';
export const VARIANT_LEGEND = 'Choose your size';
export const CONTENTS_HEADING = 'Bouquet contents';
