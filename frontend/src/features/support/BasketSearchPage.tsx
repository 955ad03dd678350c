import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent } from 'react';
import { Spinner } from '../../ui/Spinner';
import { BasketResultsTable } from './BasketResultsTable';
import { NO_BASKETS_MESSAGE, supportErrorMessage } from './support-messages';
import { basketSearchQueryOptions } from '../../api/support.queries';

const SEARCH_LABEL = 'Basket id, order number, customer email or session';

/** `/support?query=…`: find a basket. The query lives in the URL so Back returns to the results. */
export function BasketSearchPage({ query }: { query: string }) {
  const navigate = useNavigate();
  const search = useQuery({ ...basketSearchQueryOptions(query), enabled: query !== '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('query') ?? '').trim();
    void navigate({ to: '/support', search: value ? { query: value } : {} });
  };

  return (
    <>
      <title>Find a basket | Posy support</title>
      <h1>Find a basket</h1>
      <form className="support-search" role="search" onSubmit={submit}>
        <label className="support-field support-search__field">
          <span>{SEARCH_LABEL}</span>
          <input
            // A new URL query (Back, a link) resets what is typed.
            key={query}
            type="search"
            name="query"
            defaultValue={query}
            autoComplete="off"
            spellCheck={false}
            data-testid="support-search-input"
          />
        </label>
        <button type="submit" className="support-button" data-testid="support-search-submit">
          Search
        </button>
      </form>

      {query !== '' && (
        <section aria-live="polite" aria-busy={search.isPending} data-testid="support-results">
          {search.isPending && <Spinner label="Searching…" />}
          {search.isError && (
            <p role="alert" className="support-error">
              {supportErrorMessage(search.error)}
            </p>
          )}
          {search.data &&
            (search.data.baskets.length === 0 ? (
              <p className="support-muted" data-testid="support-no-results">
                {NO_BASKETS_MESSAGE}
              </p>
            ) : (
              <BasketResultsTable baskets={search.data.baskets} query={query} />
            ))}
        </section>
      )}
    </>
  );
}
