/**
 * Whether a link to `href` is the page the shopper is on, as the router's links judge it by
 * default: the same path or a path below it, with any search parameters the link names present
 * and equal in the address.
 */
export function isCurrentSection(href: string, location: { pathname: string; search: string }) {
  const url = new URL(href, 'http://shop.invalid');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const here = location.pathname.replace(/\/+$/, '') || '/';
  const inPath = here === path || (path !== '/' && here.startsWith(`${path}/`));
  if (!inPath) return false;
  const search = new URLSearchParams(location.search);
  return [...url.searchParams].every(([name, value]) => search.get(name) === value);
}

/**
 * Marks the bar's links (`a[data-nav-top]`) as the router's links would for `location`
 * (`aria-current="page"`, `data-status="active"`). The server marked the section of the page it
 * rendered; if the shopper moved on before the menu's code arrived, React hydrates those links
 * without correcting attributes that differ, and would never correct them later either.
 */
export function markCurrentSection(
  list: ParentNode,
  location: { pathname: string; search: string },
): void {
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a[data-nav-top]')) {
    if (isCurrentSection(link.getAttribute('href') ?? '', location)) {
      link.setAttribute('aria-current', 'page');
      link.dataset.status = 'active';
    } else {
      link.removeAttribute('aria-current');
      delete link.dataset.status;
    }
  }
}
