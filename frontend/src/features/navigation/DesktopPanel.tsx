import type { NavigationItem } from '@shop/contracts';
import { ModuleAnchor } from '../../ui/ModuleAnchor';
import { NavCard, NavPicture } from './NavCard';
import { itemsFor } from './navigation-tree';

/**
 * A top-level item's drop-down on desktop: its children flagged for desktop, as its `type` says
 * (contracts: the pane its children use). `pane-a`: a column of links, with their pictures where
 * they have one; `pane-b`: panels with description and call to action.
 */
export function DesktopPanel({ item }: { item: NavigationItem }) {
  const children = itemsFor(item.children, 'desktop');
  if (item.type === 'pane-b') {
    return (
      <ul className="nav-drop nav-drop--cards">
        {children.map((child, index) => (
          <li key={`${index}-${child.name}`}>
            <NavCard item={child} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="nav-drop nav-drop--column">
      {children.map((child, index) => (
        <li key={`${index}-${child.name}`}>
          <ModuleAnchor url={child.url} className="nav-drop__link">
            {child.image && <NavPicture src={child.image} className="nav-drop__picture" />}
            <span>{child.name}</span>
          </ModuleAnchor>
        </li>
      ))}
    </ul>
  );
}
