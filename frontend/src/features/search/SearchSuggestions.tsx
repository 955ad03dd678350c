import type { SearchSuggestion } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';
import { searchProductsQueryOptions } from '../../api/header-search.queries';
import { Price } from '../../ui/Price';
import type { SuggestionList } from './search-box-state';
import { productPath, SUGGESTION_COUNT } from './search-rules';

/** Handles a key in the box; true when it did, so the box leaves that key alone. */
export type SuggestionKeys = (event: KeyboardEvent<HTMLInputElement>) => boolean;

export interface SearchSuggestionsProps {
  /** The trimmed term the shopper is typing ('' when the box was filled in by the page). */
  suggestFor: string;
  /** `suggestFor` once the shopper has paused typing: the term suggestions are asked for. */
  settled: string;
  /** Whether the list may show (the box has focus and was not closed with Escape). */
  open: boolean;
  /** Index of the highlighted suggestion, or -1. */
  highlighted: number;
  onOpen: (open: boolean) => void;
  onHighlight: (index: number) => void;
  /** Tells the box what the list shows, for the input's ARIA and the spoken status. */
  onList: (list: SuggestionList) => void;
  /** Where the list puts its key handler: arrows, Enter on a suggestion, Escape on the list. */
  keysRef: RefObject<SuggestionKeys | null>;
  /** Closes the list and resets the box, as a suggestion is opened. */
  onPick: () => void;
  testId: string;
  optionId: (index: number) => string;
}

/**
 * The search box's suggestions (docs/rules-storefront.md "Header, navigation and favourites",
 * "Validation", "Constants"): asks for up to 4 products for the settled term and draws them as the
 * options of the box's listbox, each with its image, name and price. Up and Down move through them
 * (wrapping); Enter opens the highlighted one; Escape closes the list. Loaded when the shopper
 * first focuses the box, so a page's first script does not carry it.
 */
export function SearchSuggestions({
  suggestFor,
  settled,
  open,
  highlighted,
  onOpen,
  onHighlight,
  onList,
  keysRef,
  onPick,
  testId,
  optionId,
}: SearchSuggestionsProps) {
  const navigate = useNavigate();
  const query = useQuery(searchProductsQueryOptions(settled, SUGGESTION_COUNT));
  const suggestions = settled && suggestFor ? (query.data ?? []) : [];
  const expanded = open && suggestions.length > 0;
  const active = expanded && highlighted < suggestions.length ? highlighted : -1;
  const answered =
    open &&
    suggestFor !== '' &&
    settled === suggestFor &&
    query.isSuccess &&
    !query.isPlaceholderData;
  const status = answered ? suggestionsStatus(suggestions.length) : '';

  useLayoutEffect(() => onList({ expanded, active, status }), [onList, expanded, active, status]);

  const move = (step: 1 | -1) => {
    const count = suggestions.length;
    if (count === 0) return;
    onOpen(true);
    // From no highlight, Down starts at the first suggestion and Up at the last; both wrap.
    onHighlight(active === -1 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
  };

  useLayoutEffect(() => {
    keysRef.current = (event) => {
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          event.preventDefault();
          move(event.key === 'ArrowDown' ? 1 : -1);
          return true;
        case 'Enter': {
          const chosen = active >= 0 ? suggestions[active] : undefined;
          if (!chosen) return false;
          event.preventDefault();
          onPick();
          void navigate({ to: productPath(chosen.slug) });
          return true;
        }
        case 'Escape':
          if (!expanded) return false;
          // Handled here, so the header's menu (which also closes on Escape) stays as it is.
          event.preventDefault();
          event.stopPropagation();
          onOpen(false);
          onHighlight(-1);
          return true;
      }
      return false;
    };
  });

  return suggestions.map((suggestion, index) => (
    <SuggestionOption
      key={suggestion.slug}
      suggestion={suggestion}
      id={optionId(index)}
      selected={index === active}
      testId={testId}
      onPick={onPick}
      onHighlight={() => onHighlight(index)}
    />
  ));
}

function SuggestionOption({
  suggestion,
  id,
  selected,
  testId,
  onPick,
  onHighlight,
}: {
  suggestion: SearchSuggestion;
  id: string;
  selected: boolean;
  testId: string;
  onPick: () => void;
  onHighlight: () => void;
}) {
  return (
    <li role="presentation">
      <Link
        id={id}
        to={productPath(suggestion.slug)}
        role="option"
        aria-selected={selected}
        tabIndex={-1}
        className="search-box__option"
        data-testid={`${testId}-suggestion`}
        onClick={onPick}
        onMouseMove={onHighlight}
      >
        <img
          className="search-box__image"
          src={suggestion.image}
          alt=""
          width={48}
          height={48}
          loading="lazy"
        />
        <span className="search-box__text">
          <span className="search-box__name" data-testid={`${testId}-suggestion-name`}>
            {suggestion.name}
          </span>{' '}
          <Price
            price={suggestion.price}
            discountedPrice={suggestion.discountedPrice}
            discountAmount={suggestion.discountAmount}
            priceLabel={suggestion.priceLabel}
            className="search-box__price"
          />
        </span>
      </Link>
    </li>
  );
}

function suggestionsStatus(count: number): string {
  if (count === 0) return 'No suggestions. Press Enter to search all products.';
  const noun = count === 1 ? 'suggestion' : 'suggestions';
  return `${count} ${noun}. Use the up and down arrows to choose one.`;
}
