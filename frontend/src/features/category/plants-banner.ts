/**
 * Christmas plants are sold as finished gifts, so they carry no pot choice
 * (docs/rules-storefront.md "Category pages").
 */
const NO_POT_BANNER_SLUGS: readonly string[] = ['christmas-plants'];

/** True when the category page explains the 'Choose your pot' option: slugs containing 'plants'. */
export function showsPotBanner(slug: string): boolean {
  return slug.includes('plants') && !NO_POT_BANNER_SLUGS.includes(slug);
}
