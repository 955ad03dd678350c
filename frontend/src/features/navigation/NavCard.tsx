import type { NavigationItem } from '@shop/contracts';
import { ModuleAnchor } from '../../ui/ModuleAnchor';
import { callToAction, descriptionText } from './navigation-tree';

/** A navigation picture: decorative, as the link beside it names the place. */
export function NavPicture({ src, className }: { src: string; className: string }) {
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={285}
      height={285}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * A panel (docs/rules-storefront.md "Header, navigation and favourites"): picture, name,
 * description and call to action (`callToActionName` → `callToActionUrl`). Without a call to action
 * the name is the link. The whole card answers a click; its one link is what a keyboard or a screen
 * reader meets.
 */
export function NavCard({ item }: { item: NavigationItem }) {
  const action = callToAction(item);
  return (
    <div className="nav-card">
      {item.image && <NavPicture src={item.image} className="nav-card__picture" />}
      <div className="nav-card__body">
        {action ? (
          <p className="nav-card__name">{item.name}</p>
        ) : (
          <ModuleAnchor url={item.url} className="nav-card__name nav-card__link">
            {item.name}
          </ModuleAnchor>
        )}
        {item.description && <p className="nav-card__text">{descriptionText(item.description)}</p>}
        {action && (
          <ModuleAnchor url={action.url} className="nav-card__cta nav-card__link">
            {action.name}
          </ModuleAnchor>
        )}
      </div>
    </div>
  );
}
