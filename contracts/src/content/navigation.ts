/**
 * The navigation tree (docs/rules-storefront.md "Header, navigation and favourites",
 * "Navigation item"), `GET /api/navigation`. On phones an item's first 4 children show as picture
 * tiles, children 5 and 6 as panels, the rest as links.
 */
export interface NavigationItem {
  name: string;
  /** A path on this site, e.g. `/category/flowers`. */
  url: string;
  /** Which drop-down pane the item's children use on desktop. */
  type: 'pane-a' | 'pane-b';
  isDesktop: boolean;
  isMobile: boolean;
  /** A picture path, or null. */
  image: string | null;
  description: string | null;
  callToActionName: string | null;
  callToActionUrl: string | null;
  children: NavigationItem[];
}
