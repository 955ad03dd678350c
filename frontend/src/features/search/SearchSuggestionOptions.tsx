import type { SearchSuggestion } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { Price } from '../../ui/Price';
import { productPath } from './search-rules';

export interface SearchSuggestionOptionsProps {
  suggestions: readonly SearchSuggestion[];
  /** Index of the highlighted suggestion, or -1. */
  active: number;
  testId: string;
  optionId: (index: number) => string;
  onPick: () => void;
  onHighlight: (index: number) => void;
}

/**
 * The search box's suggestions, each with its image, name and price (spec 001 §2.7, §9): the
 * options of its listbox. Loaded once the shopper starts typing, so a page's first script does
 * not carry them.
 */
export function SearchSuggestionOptions({
  suggestions,
  active,
  testId,
  optionId,
  onPick,
  onHighlight,
}: SearchSuggestionOptionsProps) {
  return suggestions.map((suggestion, index) => (
    <li key={suggestion.slug} role="presentation">
      <Link
        id={optionId(index)}
        to={productPath(suggestion.slug)}
        role="option"
        aria-selected={index === active}
        tabIndex={-1}
        className="search-box__option"
        data-testid={`${testId}-suggestion`}
        onClick={onPick}
        onMouseMove={() => onHighlight(index)}
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
  ));
}
