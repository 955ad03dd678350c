import type { CategoryResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useReducer, useRef } from 'react';
import { cardListQueryOptions, cardSearchFor } from '../../api/cards.queries';
import { Spinner } from '../../ui/Spinner';
import { SafeHtml } from '../../ui/SafeHtml';
import { Breadcrumb } from '../category/Breadcrumb';
import { EmptyListing } from '../category/EmptyListing';
import { ListingErrors } from '../category/ListingErrors';
import { filterGroupsFor } from '../category/listing-view';
import { showsCardPromos } from './card-categories';
import { cardSearchReducer, hasCardFilters, INITIAL_CARD_SEARCH } from './card-search-state';
import { CardGrid } from './CardGrid';
import { CardSearchPanel } from './CardSearchPanel';
import { PopularOccasions } from './PopularOccasions';
import './cards-page.css';

export const NO_CARDS_MESSAGE = "Sorry, we don't seem to have any cards that match!";

/**
 * A greetings-card category (docs/rules-storefront.md "Greetings-card pages"), listed from the card
 * search. Render it with `key={slug}`: filters and search belong to one category and reset on
 * navigation.
 */
export function CardsPage({ data }: { data: CategoryResponse }) {
  const { category, attributes, products } = data;
  const groups = useMemo(() => filterGroupsFor(attributes, products), [attributes, products]);
  const [search, dispatch] = useReducer(cardSearchReducer, INITIAL_CARD_SEARCH);
  const searchInput = useRef<HTMLInputElement>(null);
  const cards = useQuery(cardListQueryOptions(cardSearchFor(category.id, search.applied)));
  const list = cards.data ?? [];

  return (
    <div className="cards-page" data-testid="cards-page">
      <Breadcrumb
        crumbs={[
          { label: 'Home', to: '/' },
          { label: category.name, to: `/category/${category.slug}` },
        ]}
      />
      <header className="cards-page__intro">
        <h1 className="cards-page__title" data-testid="category-title">
          {category.name}
        </h1>
        <SafeHtml html={category.description} className="cards-page__description" />
        <Link
          to="/category/$slug"
          params={{ slug: 'flowers' }}
          className="cards-page__blooms"
          data-testid="cards-blooms-link"
        >
          Click here to send blooms too
        </Link>
      </header>

      <PopularOccasions currentSlug={category.slug} />

      <CardSearchPanel state={search} dispatch={dispatch} groups={groups} inputRef={searchInput} />

      <section aria-labelledby="cards-results-title" aria-busy={cards.isFetching}>
        <h2 id="cards-results-title" className="visually-hidden">
          {category.name}
        </h2>
        <p className="cards-page__count" aria-live="polite" data-testid="card-count">
          {cards.isPending ? '' : `${list.length} ${list.length === 1 ? 'card' : 'cards'}`}
        </p>
        <ListingErrors errors={cards.error ? [cards.error.message] : []} />
        {cards.isPending ? (
          <Spinner label="Finding cards…" />
        ) : list.length > 0 ? (
          <CardGrid cards={list} withPromos={showsCardPromos(category.id)} />
        ) : cards.isSuccess ? (
          <EmptyListing message={NO_CARDS_MESSAGE} testId="cards-empty">
            <p>Clear your filters, or try a new search word.</p>
            {hasCardFilters(search.applied) && (
              <button
                type="button"
                className="button button--primary"
                onClick={() => dispatch({ type: 'clearAll' })}
                data-testid="cards-empty-clear"
              >
                Clear all filters
              </button>
            )}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                searchInput.current?.focus();
                searchInput.current?.select();
              }}
              data-testid="cards-empty-new-search"
            >
              Try a new search word
            </button>
          </EmptyListing>
        ) : null}
      </section>
    </div>
  );
}
