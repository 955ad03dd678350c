import type { SearchSuggestion } from '@shop/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { searchProductsQueryOptions } from '../../api/header-search.queries';
import { Price } from '../../ui/Price';
import { SearchBox } from './SearchBox';
import { productPath, SEARCH_RESULTS_LIMIT } from './search-rules';
import './search-page.css';

/** `/search?searchString=…`: the search form again, then up to 48 matching products, priced. */
export function SearchResultsPage({ term }: { term: string }) {
  return (
    <SearchPageFrame term={term}>{term ? <SearchResults term={term} /> : null}</SearchPageFrame>
  );
}

/** The page when the search itself failed: the form stays, so the shopper can try again. */
export function SearchErrorPage({ term, message }: { term: string; message: string }) {
  return (
    <SearchPageFrame term={term}>
      <p className="search-page__message search-page__message--error" role="alert">
        {message}
      </p>
    </SearchPageFrame>
  );
}

function SearchPageFrame({ term, children }: { term: string; children: ReactNode }) {
  return (
    <section className="search-page" aria-labelledby="search-title" data-testid="search-page">
      <h1 id="search-title" className="search-page__title" data-testid="search-heading">
        {term ? `Search results for "${term}"` : 'Search'}
      </h1>
      {/* Keyed by the term, so a new search from the header refills this box too. */}
      <SearchBox
        key={term}
        testId="search-page"
        initialTerm={term}
        landmarkLabel="Search again"
        className="search-page__form"
      />
      {!term && (
        <p className="search-page__message" data-testid="search-prompt">
          Type a word above to search our flowers, plants, hampers and cards.
        </p>
      )}
      {children}
    </section>
  );
}

function SearchResults({ term }: { term: string }) {
  const { data: products } = useSuspenseQuery(
    searchProductsQueryOptions(term, SEARCH_RESULTS_LIMIT),
  );

  if (products.length === 0) {
    return (
      <p className="search-page__message" data-testid="search-no-results">
        {`Sorry, we couldn't find anything for "${term}" - try another word.`}
      </p>
    );
  }

  return (
    <>
      <p className="search-page__count" data-testid="search-count">
        {products.length === 1 ? '1 product' : `${products.length} products`}
      </p>
      <ul className="search-page__grid" data-testid="search-results">
        {products.map((product) => (
          <li key={product.slug}>
            <SearchResultCard product={product} />
          </li>
        ))}
      </ul>
    </>
  );
}

function SearchResultCard({ product }: { product: SearchSuggestion }) {
  return (
    <Link to={productPath(product.slug)} className="search-card" data-testid="search-result">
      <img
        className="search-card__image"
        src={product.image}
        alt=""
        width={285}
        height={285}
        loading="lazy"
      />
      <span className="search-card__name" data-testid="search-result-name">
        {product.name}
      </span>{' '}
      <Price
        price={product.price}
        discountedPrice={product.discountedPrice}
        discountAmount={product.discountAmount}
        priceLabel={product.priceLabel}
        className="search-card__price"
      />
    </Link>
  );
}
