/** Catalogue answers are the same for every shopper and change only with the catalogue. */
export const CATALOGUE_CACHE = 'public, max-age=300';
