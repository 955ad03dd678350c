import { useQuery } from '@tanstack/react-query';
import { checkoutQueryOptions } from '../../api/checkout-state.queries';
import { BASKET_BUTTON_ID, basketPanel, useBasketPanelOpen } from './basket-panel-store';
import { preloadBasketPanel } from './load-basket-panel';
import './basket-button.css';

/**
 * The header's basket: the number of orders, toggling the basket side panel
 * (docs/rules-storefront.md "Basket panel").
 */
export function BasketButton() {
  const { data } = useQuery(checkoutQueryOptions());
  const open = useBasketPanelOpen();
  const count = data?.purchase.orders.length;

  return (
    <button
      id={BASKET_BUTTON_ID}
      type="button"
      className="basket-button"
      aria-expanded={open}
      aria-controls="basket-panel"
      aria-label={count === undefined ? 'Basket' : `Basket (${count})`}
      data-testid="header-basket"
      onPointerEnter={preloadBasketPanel}
      onFocus={preloadBasketPanel}
      onClick={basketPanel.toggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M5 8h14l-1.2 11.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8L5 8Zm3.5 0V6.5a3.5 3.5 0 0 1 7 0V8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {/* Always rendered so the button never changes size; hidden until the basket is known. */}
      <span
        className="basket-button__count"
        aria-hidden="true"
        data-testid="header-basket-count"
        data-loaded={count !== undefined}
      >
        {count === undefined ? 0 : count > 99 ? '99+' : count}
      </span>
    </button>
  );
}
