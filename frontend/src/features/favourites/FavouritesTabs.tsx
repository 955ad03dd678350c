import type { FavouriteCategory, FavouriteProduct } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Price } from '../../ui/Price';
import { favourites } from './favourites-store';

/**
 * The overlay's tabs, in order, and where each empty tab sends the shopper
 * (docs/rules-storefront.md "Header, navigation and favourites").
 */
export const FAVOURITE_TABS: readonly { name: FavouriteCategory; shopAt: string }[] = [
  { name: 'Flowers', shopAt: '/category/flowers' },
  { name: 'Hampers', shopAt: '/hamper-delivery' },
  { name: 'Cards', shopAt: '/greetings-cards' },
];

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Flowers, Hampers and Cards as an automatic-activation tabs widget: arrow keys, Home and End
 * move between tabs and show each one's panel. Until the shopper picks a tab, the first with
 * favourites in it is shown.
 */
export function FavouritesTabs({
  products,
  onLeave,
}: {
  products: readonly FavouriteProduct[];
  /** Called when a link takes the shopper to another page. */
  onLeave: () => void;
}) {
  const ids = useId();
  const [chosen, setChosen] = useState<FavouriteCategory | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const panels = useRef<(HTMLDivElement | null)[]>([]);

  const inTab = (name: FavouriteCategory) => products.filter((p) => p.category === name);
  const selected =
    chosen ?? FAVOURITE_TABS.find((tab) => inTab(tab.name).length > 0)?.name ?? 'Flowers';
  const tabId = (index: number) => `${ids}-tab-${index}`;
  const panelId = (index: number) => `${ids}-panel-${index}`;

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, FAVOURITE_TABS.length);
    const tab = FAVOURITE_TABS[next];
    if (!tab) return;
    setChosen(tab.name);
    tabs.current[next]?.focus();
  };

  const remove = (product: FavouriteProduct, panelIndex: number) => {
    favourites.remove(product.id);
    // The button is about to go; the panel keeps keyboard users where they were.
    panels.current[panelIndex]?.focus();
  };

  return (
    <div className="favourites-tabs">
      <div role="tablist" aria-label="Favourites by type" className="favourites-tabs__list">
        {FAVOURITE_TABS.map((tab, index) => {
          const count = inTab(tab.name).length;
          const isSelected = tab.name === selected;
          return (
            <button
              key={tab.name}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              className="favourites-tabs__tab"
              data-testid={`favourites-tab-${tab.name.toLowerCase()}`}
              onClick={() => setChosen(tab.name)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {tab.name}
              {count > 0 && (
                <span className="favourites-tabs__count" aria-hidden="true">
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>

      {FAVOURITE_TABS.map((tab, index) => {
        const items = inTab(tab.name);
        return (
          <div
            key={tab.name}
            ref={(element) => {
              panels.current[index] = element;
            }}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            tabIndex={0}
            hidden={tab.name !== selected}
            className="favourites-tabs__panel"
            data-testid={`favourites-panel-${tab.name.toLowerCase()}`}
          >
            {items.length === 0 ? (
              <p className="favourites-tabs__empty" data-testid="favourites-empty">
                You don&apos;t have any items in your Favourite {tab.name}.{' '}
                <Link to={tab.shopAt} onClick={onLeave} data-testid="favourites-shop-link">
                  Click here to begin shopping!
                </Link>
              </p>
            ) : (
              <ul className="favourites-tabs__items">
                {items.map((product) => (
                  <FavouriteItem
                    key={product.id}
                    product={product}
                    onLeave={onLeave}
                    onRemove={() => remove(product, index)}
                  />
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}

function FavouriteItem({
  product,
  onLeave,
  onRemove,
}: {
  product: FavouriteProduct;
  onLeave: () => void;
  onRemove: () => void;
}) {
  return (
    <li
      className="favourite-item"
      data-testid={`favourite-item-${product.id}`}
      data-available={product.active}
    >
      <img
        className="favourite-item__image"
        src={product.image}
        alt=""
        width={72}
        height={72}
        loading="lazy"
      />
      <div className="favourite-item__details">
        <Link to={product.link} className="favourite-item__name" onClick={onLeave}>
          {product.name}
        </Link>
        {product.active ? (
          <Price price={product.price} discountedPrice={product.price} discountAmount={null} />
        ) : (
          <span className="favourite-item__unavailable" data-testid="favourite-unavailable">
            Currently unavailable
          </span>
        )}
      </div>
      <button
        type="button"
        className="favourite-item__remove"
        aria-label={`Remove ${product.name}`}
        data-testid={`favourite-remove-${product.id}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  );
}
