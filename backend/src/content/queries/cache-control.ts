/**
 * Content answers are the same for every shopper and change with the content or the catalogue
 * (product modules carry its prices), so they are cached as long as the catalogue's.
 */
export const CONTENT_CACHE = 'public, max-age=300';
