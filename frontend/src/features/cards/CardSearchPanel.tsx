import type { AttributeGroup } from '@shop/contracts';
import { useId, useState, type Dispatch, type Ref } from 'react';
import { FilterGroups } from '../category/FilterGroups';
import '../category/filter-groups.css';
import type { CardSearchAction, CardSearchState } from './card-search-state';
import './card-search-panel.css';

export const CARD_SEARCH_PLACEHOLDER = 'Search and filter cards';

/**
 * The card search: a search box that opens the filter panel beneath it. Enter in the box, or 'Apply
 * Filters', runs the search and closes the panel (docs/rules-storefront.md "Greetings-card pages").
 */
export function CardSearchPanel({
  state,
  dispatch,
  groups,
  inputRef,
}: {
  state: CardSearchState;
  dispatch: Dispatch<CardSearchAction>;
  groups: readonly AttributeGroup[];
  inputRef: Ref<HTMLInputElement>;
}) {
  const inputId = useId();
  const panelId = useId();
  const [openGroups, setOpenGroups] = useState<number[]>(() => (groups[0] ? [groups[0].id] : []));
  const { draft, panelOpen } = state;

  return (
    <section className="card-search" aria-label="Card search" data-testid="card-search">
      <form
        role="search"
        className="card-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: 'apply' });
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && panelOpen) dispatch({ type: 'closePanel' });
        }}
      >
        <div className="card-search__bar">
          <label htmlFor={inputId} className="visually-hidden">
            {CARD_SEARCH_PLACEHOLDER}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            className="card-search__input"
            placeholder={CARD_SEARCH_PLACEHOLDER}
            value={draft.term}
            enterKeyHint="search"
            autoComplete="off"
            onChange={(event) => dispatch({ type: 'setTerm', term: event.target.value })}
            onFocus={() => dispatch({ type: 'openPanel' })}
            data-testid="card-search-input"
          />
          <button
            type="button"
            className="button button--secondary card-search__toggle"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => dispatch({ type: panelOpen ? 'closePanel' : 'openPanel' })}
            data-testid="card-filter-toggle"
          >
            Filters
          </button>
        </div>

        <div
          id={panelId}
          className="card-search__panel"
          hidden={!panelOpen}
          data-testid="card-search-panel"
        >
          <label className="filter-option card-search__personalised">
            <input
              type="checkbox"
              className="filter-option__input"
              checked={draft.personalised}
              onChange={() => dispatch({ type: 'togglePersonalised' })}
              data-testid="card-filter-personalised"
            />
            <span>Personalised Cards Only</span>
          </label>
          <FilterGroups
            groups={groups}
            selected={draft.attributes}
            openGroups={openGroups}
            onToggleAttribute={(id) => dispatch({ type: 'toggleAttribute', id })}
            onToggleGroup={(id) =>
              setOpenGroups((open) =>
                open.includes(id) ? open.filter((x) => x !== id) : [...open, id],
              )
            }
          />
          <div className="card-search__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => dispatch({ type: 'clearAll' })}
              data-testid="card-filter-clear"
            >
              Clear all filters
            </button>
            <button
              type="submit"
              className="button button--primary"
              data-testid="card-filter-apply"
            >
              Apply Filters
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
