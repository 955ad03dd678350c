import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { SMALL_SCREEN_QUERY, useMediaMatch } from '../../ui/use-media-query';
import { markCurrentSection } from './current-section';
import { MenuPanel } from './MenuPanel';
import { ChevronIcon } from './nav-icons';
import { nextIndex } from '../../ui/nav-focus';
import { type Device, hasMenuOn, type NavigationBarItem, navKey, shownOn } from './navigation-tree';
import { useHoverIntent } from './use-hover-intent';
import { useOutsidePointer, usePageScrollLock } from './use-menu-effects';
import { useMenuOpen } from './use-menu-open';
import { useNavigationData } from './use-navigation-data';
import './navigation-menu.css';

/** Which panel is open, how (a hover-opened one closes when the pointer leaves) and on which page. */
interface Opened {
  key: string;
  by: 'hover' | 'click' | 'keys';
  on: string;
}

const panelId = (key: string) => `nav-panel-${key}`;
const toggleId = (key: string) => `nav-toggle-${key}`;

// Before the screen is known (server, hydration) every item is drawn and CSS hides those not
// flagged for it; afterwards only the device's items are drawn, which looks the same.
const hiddenOn = (desktop: boolean, mobile: boolean, block: string) =>
  [block, !desktop && `${block}--no-desktop`, !mobile && `${block}--no-mobile`]
    .filter(Boolean)
    .join(' ');

/**
 * The navigation from `GET /api/navigation` (docs/rules-storefront.md
 * "Header, navigation and favourites"), as a disclosure navigation: each top-level item is a link
 * to its page with, when it has children, a separate toggle button (`aria-expanded`,
 * `aria-controls`) beside it. Desktop: the toggle (click, Enter, Space, ArrowDown, or resting the
 * pointer on the item) opens a drop-down; Left/Right move along the bar, Up/Down within a panel,
 * Escape closes it and returns to its toggle, a click elsewhere or focus leaving the item closes
 * it. Phones (behind the header's Menu button): the toggle opens the item's sub-menu in place of
 * the list, with a Back button; Escape closes it first, then the menu.
 */
export function NavigationMenu() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const phone = useMediaMatch(SMALL_SCREEN_QUERY);
  const device: Device | null = phone === null ? null : phone ? 'mobile' : 'desktop';
  const menuOpen = useMenuOpen();
  const { tree, items } = useNavigationData();
  const shown = device ? items.filter((item) => shownOn(item, device)) : items;

  const [opened, setOpened] = useState<Opened | null>(null);
  // Closing the phone menu closes its sub-menu, so it opens again at the top.
  const [menuWasOpen, setMenuWasOpen] = useState(menuOpen);
  if (menuOpen !== menuWasOpen) {
    setMenuWasOpen(menuOpen);
    if (!menuOpen) setOpened(null);
  }
  // A panel belongs to the page it was opened on: moving to another page closes it.
  const openKey = opened?.on === pathname ? opened.key : null;

  const list = useRef<HTMLUListElement>(null);
  /** An element to focus once it is drawn (a panel's first link, the Back button, a toggle). */
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusNext.current;
    const element = selector ? list.current?.querySelector<HTMLElement>(selector) : null;
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  const router = useRouter();
  useLayoutEffect(() => {
    const { pathname: here, searchStr } = router.state.location;
    if (list.current) markCurrentSection(list.current, { pathname: here, search: searchStr });
  }, [router]);

  const close = useCallback(() => setOpened(null), []);
  // A click anywhere outside the bar and its panels closes the drop-down.
  useOutsidePointer(list, openKey !== null && device === 'desktop', close);
  usePageScrollLock(menuOpen && device === 'mobile');

  const open = (key: string, by: Opened['by']) => setOpened({ key, by, on: pathname });
  const closeTo = (key: string) => {
    close();
    focusNext.current = `#${toggleId(key)}`;
  };

  const hover = useHoverIntent(
    (key) =>
      setOpened((current) =>
        current?.key === key && current.on === pathname
          ? current
          : { key, by: 'hover', on: pathname },
      ),
    (key) =>
      setOpened((current) => (current?.key === key && current.by === 'hover' ? null : current)),
  );

  const toggle = (key: string) => {
    hover.cancel();
    if (openKey !== key) {
      open(key, 'click');
      if (device === 'mobile') focusNext.current = `#${panelId(key)} [data-testid="nav-back"]`;
    } else if (opened?.by === 'hover') {
      // The pointer opened it and the shopper clicked to keep it: it stays until closed.
      open(key, 'click');
    } else {
      close();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      // Nothing open here: the header closes the phone menu.
      if (!openKey) return;
      event.stopPropagation();
      closeTo(openKey);
      return;
    }
    if (device !== 'desktop') return;
    const panel = target.closest<HTMLElement>('[data-nav-panel]');
    const group = [
      ...(panel ?? event.currentTarget).querySelectorAll<HTMLElement>(
        panel ? 'a[href]' : '[data-nav-top]',
      ),
    ];
    const at = group.indexOf(target);
    if (at < 0) return;
    const next = nextIndex(event.key, at, group.length, panel ? 'column' : 'row');
    if (next !== null) {
      event.preventDefault();
      group[next]?.focus();
      return;
    }
    const key = target.closest<HTMLElement>('[data-nav-key]')?.dataset.navKey;
    const item = shown.find((candidate) => navKey(candidate.name) === key);
    if (panel || event.key !== 'ArrowDown' || !key || !item || !hasMenuOn(item, 'desktop')) return;
    event.preventDefault();
    open(key, 'keys');
    focusNext.current = `#${panelId(key)} a[href]`;
  };

  const onItemBlur = (key: string) => (event: FocusEvent<HTMLLIElement>) => {
    const to = event.relatedTarget;
    if (device === 'desktop' && openKey === key && to instanceof Node) {
      if (!event.currentTarget.contains(to)) close();
    }
  };

  // A link followed from a panel closes it, even one to the page already shown.
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  const drawItem = (item: NavigationBarItem) => {
    const key = navKey(item.name);
    const menu = device ? hasMenuOn(item, device) : item.desktopMenu || item.mobileMenu;
    const isOpen = menu && openKey === key;
    // Only a mouse hovers: a touch on a tablet's bar is a click.
    const hovers = (event: ReactPointerEvent<HTMLLIElement>) =>
      event.pointerType === 'mouse' && device === 'desktop' && menu;
    return (
      <li
        key={key}
        className={hiddenOn(item.isDesktop, item.isMobile, 'site-nav__item')}
        data-nav-key={key}
        data-open={isOpen || undefined}
        onPointerEnter={(event) => {
          if (hovers(event)) hover.enter(key);
        }}
        onPointerLeave={(event) => {
          if (hovers(event)) hover.leave(key);
        }}
        onBlur={onItemBlur(key)}
      >
        <Link
          to={item.url}
          className="site-header__nav-link"
          data-nav-top=""
          data-testid={`nav-link-${key}`}
        >
          {item.name}
        </Link>
        {menu && (
          <>
            <button
              id={toggleId(key)}
              type="button"
              className={hiddenOn(item.desktopMenu, item.mobileMenu, 'site-nav__toggle')}
              aria-expanded={isOpen}
              aria-controls={panelId(key)}
              aria-label={`${item.name} menu`}
              data-nav-top=""
              data-testid={`nav-toggle-${key}`}
              onClick={() => toggle(key)}
            >
              <ChevronIcon />
            </button>
            <div
              id={panelId(key)}
              className="site-nav__panel"
              data-nav-panel=""
              data-testid={`nav-panel-${key}`}
              hidden={!isOpen}
              onClick={onPanelClick}
            >
              {isOpen && device && (
                <MenuPanel
                  bar={item}
                  itemKey={key}
                  entry={tree.data?.find((entry) => navKey(entry.name) === key)}
                  failed={tree.isError}
                  device={device}
                  onBack={() => closeTo(key)}
                />
              )}
            </div>
          </>
        )}
      </li>
    );
  };

  return (
    <ul
      ref={list}
      className="site-header__nav-list"
      data-submenu={(device === 'mobile' && openKey !== null) || undefined}
      onKeyDown={onKeyDown}
    >
      {shown.map(drawItem)}
    </ul>
  );
}
