import { isSortOption, type CategoryResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useReducer, useState } from 'react';
import { categoryProductsQueryOptions } from '../../api/catalogue.queries';
import { Spinner } from '../../ui/Spinner';
import { ActiveFilters } from './ActiveFilters';
import { Breadcrumb } from './Breadcrumb';
import { CategoryHeading } from './CategoryHeading';
import { DeliveryNotice } from './DeliveryNotice';
import { EmptyListing } from './EmptyListing';
import { FilterOverlay } from './FilterOverlay';
import { FilterPanel } from './FilterPanel';
import { FlowersPromoBanner } from './FlowersPromoBanner';
import { ListingErrors } from './ListingErrors';
import { hasActiveFilters, initialListingState, listingReducer } from './listing-state';
import { filterGroupsFor, productsOnDate, selectedOptions, visibleProducts } from './listing-view';
import { showsPotBanner } from './plants-banner';
import { PotBanner } from './PotBanner';
import { ProductGrid } from './ProductGrid';
import { SortSelect } from './SortSelect';
import { SMALL_SCREEN_QUERY, useMediaMatch } from '../../ui/use-media-query';
import './category-page.css';

export const NO_PRODUCTS_MESSAGE = "We don't seem to have any products with those filters!";

/**
 * A product category (docs/rules-storefront.md "Category pages"). Render it with `key={slug}`: its
 * state belongs to one category, so a new category starts on its own default sort with nothing
 * selected.
 */
export function CategoryPage({ data }: { data: CategoryResponse }) {
  const { category, attributes, products } = data;
  const groups = useMemo(() => filterGroupsFor(attributes, products), [attributes, products]);
  const [state, dispatch] = useReducer(listingReducer, null, () =>
    initialListingState(
      isSortOption(data.defaultSort) ? data.defaultSort : 'priceasc',
      groups[0]?.id ?? null,
    ),
  );
  // Unknown (null) on the server and while hydrating: both the sidebar and the 'Filter By'
  // button are drawn and CSS shows the one for the screen (category-page.css).
  const smallScreen = useMediaMatch(SMALL_SCREEN_QUERY);
  const [overlayOpen, setOverlayOpen] = useState(false);

  const dated = useQuery({
    ...categoryProductsQueryOptions(category.id, state.deliveryDate),
    enabled: state.deliveryDate !== null,
  });
  const datedProducts = useMemo(() => (dated.data ? productsOnDate(dated.data) : []), [dated.data]);
  const source = state.deliveryDate ? datedProducts : products;
  const shown = useMemo(
    () => visibleProducts(source, state.selected, state.sort),
    [source, state.selected, state.sort],
  );
  const loading = state.deliveryDate !== null && dated.isPending;
  const errors = state.deliveryDate
    ? [...(dated.data?.errors ?? []), ...(dated.error ? [dated.error.message] : [])]
    : [];
  const filtered = hasActiveFilters(state);
  const clearFilters = () => dispatch({ type: 'clearFilters' });

  const filterPanel = <FilterPanel groups={groups} state={state} dispatch={dispatch} />;

  return (
    <div className="category-page" data-testid="category-page">
      <DeliveryNotice />
      <Breadcrumb
        crumbs={[
          { label: 'Home', to: '/' },
          { label: category.name, to: `/category/${category.slug}` },
        ]}
      />
      <CategoryHeading
        name={category.name}
        description={category.description}
        open={state.descriptionOpen}
        onToggle={() => dispatch({ type: 'toggleDescription' })}
      />
      {showsPotBanner(category.slug) && <PotBanner />}

      <div className="category-page__listing">
        {smallScreen !== true && (
          <section
            className="category-page__filters"
            aria-labelledby="category-filters-title"
            data-testid="filter-sidebar"
          >
            <h2 id="category-filters-title" className="category-page__filters-title">
              Filter By
            </h2>
            {filterPanel}
          </section>
        )}

        <section className="category-page__results" aria-labelledby="category-results-title">
          <h2 id="category-results-title" className="visually-hidden">
            {category.name} products
          </h2>
          <div className="category-page__toolbar">
            {smallScreen !== false && (
              <button
                type="button"
                className="button button--secondary category-page__filter-button"
                aria-haspopup="dialog"
                onClick={() => setOverlayOpen(true)}
                data-testid="filter-by-button"
              >
                Filter By
                {filtered && (
                  <span className="category-page__filter-count">
                    {state.selected.length + (state.deliveryDate ? 1 : 0)}
                    <span className="visually-hidden"> selected</span>
                  </span>
                )}
              </button>
            )}
            <p className="category-page__count" aria-live="polite" data-testid="product-count">
              {loading ? '' : `${shown.length} ${shown.length === 1 ? 'product' : 'products'}`}
            </p>
            <SortSelect
              value={state.sort}
              onChange={(sort) => dispatch({ type: 'setSort', sort })}
            />
          </div>

          <ActiveFilters
            options={selectedOptions(groups, state.selected)}
            availableSoonest={state.deliveryDate !== null}
            onRemoveOption={(id) => dispatch({ type: 'toggleAttribute', id })}
            onRemoveAvailableSoonest={() => dispatch({ type: 'clearAvailableSoonest' })}
            onClearAll={clearFilters}
          />
          <ListingErrors errors={errors} />

          {loading ? (
            <Spinner label="Finding products we can deliver tomorrow…" />
          ) : shown.length > 0 ? (
            <ProductGrid products={shown} />
          ) : (
            <EmptyListing message={NO_PRODUCTS_MESSAGE} testId="listing-empty">
              <button
                type="button"
                className="button button--primary"
                onClick={clearFilters}
                data-testid="listing-empty-clear"
              >
                Clear filters
              </button>
            </EmptyListing>
          )}
        </section>
      </div>

      <FlowersPromoBanner />

      {smallScreen && (
        <FilterOverlay
          open={overlayOpen}
          onClose={() => setOverlayOpen(false)}
          onClearAll={clearFilters}
        >
          {filterPanel}
        </FilterOverlay>
      )}
    </div>
  );
}
