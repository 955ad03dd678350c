import { deferredPart } from '../../ui/deferred-part';
import { firstTouch } from '../../ui/first-touch';

/**
 * The navigation's bar, drop-down panels and phone sub-menus (docs/rules-storefront.md
 * "Header, navigation and favourites"). The server renders the bar whole (plain links, which work
 * without JavaScript); its code, with the panels' and sub-menus', loads the first time the shopper
 * points at, focuses or taps anything in the header (the Menu button included), so it is not part
 * of the page's first script.
 */
export const DeferredNavigationMenu = deferredPart(
  '.site-header',
  () => import('./NavigationMenu').then((module) => module.NavigationMenu),
  firstTouch,
);
