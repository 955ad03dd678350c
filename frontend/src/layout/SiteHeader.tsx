import { useRouterState } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { BasketButton } from '../features/basket/BasketButton';
import { DeferredNavigationMenu } from '../features/navigation/DeferredNavigationMenu';
import { NAV_ID } from '../features/navigation/nav-id';
import { CloseIcon, MenuIcon, PhoneIcon } from '../ui/icons';
import { DeferredHeaderSearch } from './deferred-frame-parts';
import { HeaderAccount } from './HeaderAccount';
import { HeaderDelivery } from './HeaderDelivery';
import { HeaderFavourites } from './HeaderFavourites';
import { PHONE } from '../ui/site-links';
import { Wordmark } from './Wordmark';
import './site-header.css';

/**
 * The earliest delivery date, wordmark, search, phone, account links, favourites and the primary
 * navigation (docs/rules-storefront.md "Header, navigation and favourites"). Below 768px the
 * navigation is a disclosure behind the Menu button; it closes on Escape and whenever the page
 * changes. The search box stays in view at every width.
 */
export function SiteHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The menu belongs to the page it was opened on, so navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setOpenOn(null);

  // Any link in the menu closes it, the page already shown included.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) closeMenu();
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    closeMenu();
    menuButton.current?.focus();
  };

  return (
    <header className="site-header" data-testid="site-header" onKeyDown={closeOnEscape}>
      <HeaderDelivery />
      <div className="site-header__inner">
        <div className="site-header__logo">
          <Wordmark testId="header-logo" />
        </div>

        <DeferredHeaderSearch />

        <div className="site-header__utilities">
          <a href={PHONE.href} className="site-header__phone" data-testid="header-phone">
            <PhoneIcon />
            <span className="site-header__phone-number">{PHONE.display}</span>
          </a>
          <HeaderAccount onSignedOut={closeMenu} />
        </div>

        <div className="site-header__favourites">
          <HeaderFavourites />
          <BasketButton />
        </div>

        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          data-testid="menu-toggle"
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span>Menu</span>
        </button>

        <nav
          id={NAV_ID}
          className="site-header__nav"
          aria-label="Main"
          data-open={menuOpen}
          data-testid="primary-nav"
          onClick={closeOnLink}
        >
          <DeferredNavigationMenu />
        </nav>
      </div>
    </header>
  );
}
