import type { NavigationItem } from '@shop/contracts';
import { ModuleAnchor } from '../../ui/ModuleAnchor';
import { NavCard, NavPicture } from './NavCard';
import { itemsFor, subMenuSections } from './navigation-tree';

/**
 * A top-level item's sub-menu on phones (docs/rules-storefront.md
 * "Header, navigation and favourites"): of its children flagged for phones, the first 4 as picture
 * tiles, the 5th and 6th as panels, the rest as links.
 */
export function MobileSubMenu({ item }: { item: NavigationItem }) {
  const { tiles, panels, links } = subMenuSections(itemsFor(item.children, 'mobile'));
  return (
    <>
      {tiles.length > 0 && (
        <ul className="nav-sub__tiles" data-testid="nav-tiles">
          {tiles.map((child, index) => (
            <li key={`${index}-${child.name}`}>
              <ModuleAnchor url={child.url} className="nav-tile">
                {child.image ? (
                  <NavPicture src={child.image} className="nav-tile__picture" />
                ) : (
                  <span className="nav-tile__picture" aria-hidden="true" />
                )}
                <span className="nav-tile__name">{child.name}</span>
              </ModuleAnchor>
            </li>
          ))}
        </ul>
      )}
      {panels.length > 0 && (
        <ul className="nav-sub__panels" data-testid="nav-panels">
          {panels.map((child, index) => (
            <li key={`${index}-${child.name}`}>
              <NavCard item={child} />
            </li>
          ))}
        </ul>
      )}
      {links.length > 0 && (
        <ul className="nav-sub__links" data-testid="nav-links">
          {links.map((child, index) => (
            <li key={`${index}-${child.name}`}>
              <ModuleAnchor url={child.url} className="nav-sub__link">
                {child.name}
              </ModuleAnchor>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
