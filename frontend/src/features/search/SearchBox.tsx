import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { searchProductsQueryOptions } from '../../api/header-search.queries';
import { productPath, SUGGESTION_COUNT, SUGGESTION_DELAY_MS } from './search-rules';
import { useDebouncedValue } from './use-debounced-value';
import { useKeepTypedValue } from '../../ui/use-keep-typed-value';
import { useMediaQuery } from '../../ui/use-media-query';
import './search-box.css';

type Options = typeof import('./SearchSuggestionOptions').SearchSuggestionOptions;
let loadedOptions: Options | null = null;
let loadingOptions: Promise<Options> | undefined;
/** The options' code, asked for once as the shopper types, before the first suggestions arrive. */
const loadOptions = () =>
  (loadingOptions ??= import('./SearchSuggestionOptions').then((module) => {
    loadedOptions = module.SearchSuggestionOptions;
    return loadedOptions;
  }));

export const SEARCH_LABEL = 'Search flowers and gifts';

/** The search box is required from tablet width up (spec 001 §5); phones may send it empty. */
const DESKTOP = '(min-width: 768px)';

export interface SearchBoxProps {
  /** Prefix of the data-testids, so the header's box and the search page's box can coexist. */
  testId: string;
  /** The term the box starts with, and returns to after each search. */
  initialTerm?: string;
  /** Names the search landmark, so two boxes on one page can be told apart. */
  landmarkLabel: string;
  className?: string;
}

/**
 * A search form whose input is an ARIA 1.2 combobox with a listbox of up to 4 product
 * suggestions, each with its image, name and price (spec 001 §2.7, §5, §9). Suggestions are
 * asked for only once the shopper has paused typing for 300 ms, and only for a non-empty term.
 * Up and Down move through them; Enter opens the highlighted product or, with none highlighted,
 * submits to the search page; Escape closes the list (and clears the box when the list is
 * already closed).
 */
export function SearchBox({ testId, initialTerm = '', landmarkLabel, className }: SearchBoxProps) {
  const navigate = useNavigate();
  const isDesktop = useMediaQuery(DESKTOP, true);
  const ids = useId();
  const inputId = `${ids}-input`;
  const listId = `${ids}-list`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const formRef = useRef<HTMLFormElement>(null);

  const [term, setTerm] = useState(initialTerm);
  // A box filled in by the page (the search page's) suggests nothing until the shopper types.
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const [SuggestionOptions, setSuggestionOptions] = useState<Options | null>(() => loadedOptions);
  const wantOptions = () => {
    if (!SuggestionOptions)
      void loadOptions().then((options) => setSuggestionOptions(() => options));
  };
  const keepTyped = useKeepTypedValue((text, input) => {
    setTerm(text);
    setTyped(true);
    wantOptions();
    // Still typing: the suggestions open as they would have.
    if (document.activeElement === input) setOpen(true);
  });

  const suggestFor = typed ? term.trim() : '';
  const settled = useDebouncedValue(suggestFor, SUGGESTION_DELAY_MS);
  const query = useQuery(searchProductsQueryOptions(settled, SUGGESTION_COUNT));
  // No list until the options' code is in: never an open list with nothing in it.
  const suggestions = settled && suggestFor && SuggestionOptions ? (query.data ?? []) : [];
  const expanded = open && suggestions.length > 0;
  const active = expanded && highlighted < suggestions.length ? highlighted : -1;
  const answered =
    open &&
    suggestFor !== '' &&
    settled === suggestFor &&
    query.isSuccess &&
    !query.isPlaceholderData;

  const finish = () => {
    setOpen(false);
    setHighlighted(-1);
    setTerm(initialTerm);
    setTyped(false);
  };

  const openSuggestion = (slug: string) => {
    finish();
    void navigate({ to: productPath(slug) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const searchString = term.trim();
    if (!searchString) return;
    finish();
    void navigate({ to: '/search', search: { searchString } });
  };

  const move = (step: 1 | -1) => {
    if (suggestions.length === 0) return;
    setOpen(true);
    // From no highlight, Down starts at the first suggestion and Up at the last; both wrap.
    if (active === -1) setHighlighted(step === 1 ? 0 : suggestions.length - 1);
    else setHighlighted((active + step + suggestions.length) % suggestions.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        event.preventDefault();
        const chosen = active >= 0 ? suggestions[active] : undefined;
        if (chosen) openSuggestion(chosen.slug);
        // requestSubmit keeps the browser's own check of `required`.
        else formRef.current?.requestSubmit();
        break;
      }
      case 'Escape':
        // Handled here, so the header's menu (which also closes on Escape) stays as it is.
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setHighlighted(-1);
        } else if (term) {
          event.preventDefault();
          event.stopPropagation();
          setTerm('');
          setTyped(true);
        }
        break;
    }
  };

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={landmarkLabel}
      action="/search"
      className={['search-box', className].filter(Boolean).join(' ')}
      data-testid={`${testId}-form`}
      onSubmit={submit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {SEARCH_LABEL}
      </label>
      <div className="search-box__field">
        <input
          id={inputId}
          name="searchString"
          type="search"
          role="combobox"
          className="search-box__input"
          placeholder={SEARCH_LABEL}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          required={isDesktop}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          data-testid={`${testId}-input`}
          ref={keepTyped}
          value={term}
          onChange={(event) => {
            wantOptions();
            setTerm(event.target.value);
            setTyped(true);
            setOpen(true);
            setHighlighted(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-box__submit" data-testid={`${testId}-submit`}>
          <SearchIcon />
          <span className="visually-hidden">Search</span>
        </button>

        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          className="search-box__list"
          hidden={!expanded}
          data-testid={`${testId}-suggestions`}
          // Keeps focus in the input, so a click on a suggestion is not lost to its blur.
          onMouseDown={(event) => event.preventDefault()}
        >
          {SuggestionOptions && (
            <SuggestionOptions
              suggestions={suggestions}
              active={active}
              testId={testId}
              optionId={optionId}
              onPick={finish}
              onHighlight={setHighlighted}
            />
          )}
        </ul>
      </div>
      <p className="visually-hidden" role="status" data-testid={`${testId}-status`}>
        {answered ? suggestionsStatus(suggestions.length) : ''}
      </p>
    </form>
  );
}

function suggestionsStatus(count: number): string {
  if (count === 0) return 'No suggestions. Press Enter to search all products.';
  const noun = count === 1 ? 'suggestion' : 'suggestions';
  return `${count} ${noun}. Use the up and down arrows to choose one.`;
}

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}
