import type { NavigationItem } from '@shop/contracts';

/** Where an item is shown: the desktop bar (768 px and wider) or the phone menu. */
export type Device = 'desktop' | 'mobile';

/**
 * What the bar needs of a top-level item: the part of `GET /api/navigation` the server renders
 * into every page (and sends along with it), so it is kept to the top level. Children arrive
 * with the menu's code.
 */
export interface NavigationBarItem {
  name: string;
  url: string;
  isDesktop: boolean;
  isMobile: boolean;
  /** It has children shown on desktop: the bar draws its drop-down toggle there. */
  desktopMenu: boolean;
  /** It has children shown on phones: the menu draws its sub-menu toggle there. */
  mobileMenu: boolean;
}

type Flagged = Pick<NavigationItem, 'isDesktop' | 'isMobile'>;

/** Whether an item is flagged for the device (docs/rules-storefront.md "Navigation item"). */
export function shownOn(item: Flagged, device: Device): boolean {
  return device === 'desktop' ? item.isDesktop : item.isMobile;
}

/** The items flagged for the device, in their order. */
export function itemsFor<T extends Flagged>(items: readonly T[], device: Device): T[] {
  return items.filter((item) => shownOn(item, device));
}

/** Whether the bar item opens a menu on the device. */
export function hasMenuOn(item: NavigationBarItem, device: Device): boolean {
  return device === 'desktop' ? item.desktopMenu : item.mobileMenu;
}

/** The tree's top level as the bar draws it; items shown on neither device are left out. */
export function navigationBar(tree: readonly NavigationItem[]): NavigationBarItem[] {
  return tree
    .filter((item) => item.isDesktop || item.isMobile)
    .map(({ name, url, isDesktop, isMobile, children }) => ({
      name,
      url,
      isDesktop,
      isMobile,
      desktopMenu: children.some((child) => child.isDesktop),
      mobileMenu: children.some((child) => child.isMobile),
    }));
}

/**
 * A phone sub-menu's sections (docs/rules-storefront.md "Header, navigation and favourites"): the
 * first 4 children as picture tiles, children 5 and 6 as panels, the rest as links. Pass the
 * children already chosen for phones.
 */
export function subMenuSections<T>(children: readonly T[]): {
  tiles: T[];
  panels: T[];
  links: T[];
} {
  return { tiles: children.slice(0, 4), panels: children.slice(4, 6), links: children.slice(6) };
}

/** A stable name for an item's test ids and element ids: `Gift Cards` → `gift-cards`. */
export function navKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** An item's call to action (`callToActionName` → `callToActionUrl`), when it has both. */
export function callToAction(item: NavigationItem): { name: string; url: string } | null {
  return item.callToActionName && item.callToActionUrl
    ? { name: item.callToActionName, url: item.callToActionUrl }
    : null;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': ' ',
};

/**
 * A description as plain text. The API sends it sanitised (emphasis and line breaks only, with
 * entities escaped); the panel shows its words, so nothing from the API is written as HTML.
 */
export function descriptionText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|quot|#39|lt|gt|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

const section = (name: string, url: string): NavigationBarItem => ({
  name,
  url,
  isDesktop: true,
  isMobile: true,
  desktopMenu: false,
  mobileMenu: false,
});

/**
 * The bar when the navigation call has failed: the shop's main sections, so every page can still
 * be left for the catalogue. Only drawn when the server could not fetch the tree either.
 */
export const FALLBACK_BAR: readonly NavigationBarItem[] = [
  section('Flowers', '/category/flowers'),
  section('Plants', '/category/house-plants'),
  section('Hampers', '/hamper-delivery'),
  section('Cards', '/greetings-cards'),
  section('Gift Cards', '/gift-card'),
];
