import type { NavigationItem } from '@shop/contracts';
import { sanitiseDescription } from './content-html';

/** A stored navigation row: the item's fields, where it hangs and its place among siblings. */
export interface StoredNavigationItem extends Omit<NavigationItem, 'children'> {
  id: number;
  parentId: number | null;
  position: number;
}

const byPosition = (a: StoredNavigationItem, b: StoredNavigationItem) =>
  a.position - b.position || a.id - b.id;

/**
 * The navigation tree from its rows (docs/rules-storefront.md "Navigation item"): top-level items
 * and each item's children in position order. Rows whose parent is missing are left out with their
 * subtree; descriptions are sanitised on the way out too.
 */
export function navigationTree(rows: readonly StoredNavigationItem[]): NavigationItem[] {
  const children = new Map<number | null, StoredNavigationItem[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  // Walking down from the top-level rows cannot meet a cycle: each row has one parent.
  const build = (parentId: number | null): NavigationItem[] =>
    [...(children.get(parentId) ?? [])].sort(byPosition).map((row) => ({
      name: row.name,
      url: row.url,
      type: row.type,
      isDesktop: row.isDesktop,
      isMobile: row.isMobile,
      image: row.image,
      description: row.description === null ? null : sanitiseDescription(row.description),
      callToActionName: row.callToActionName,
      callToActionUrl: row.callToActionUrl,
      children: build(row.id),
    }));
  return build(null);
}
