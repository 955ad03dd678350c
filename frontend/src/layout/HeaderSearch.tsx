import { SearchBox } from '../features/search/SearchBox';

/**
 * The header's search box (docs/rules-storefront.md "Header, navigation and favourites"), as one
 * part whose code waits for the first touch.
 */
export function HeaderSearch() {
  return (
    <SearchBox testId="header-search" landmarkLabel="Products" className="site-header__search" />
  );
}
