import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CLOSED_LIST, type SuggestionList } from './search-box-state';
import { SEARCH_TERM_MAX_LENGTH, SUGGESTION_DELAY_MS } from './search-rules';
import type { SuggestionKeys } from './SearchSuggestions';
import { useDebouncedValue } from './use-debounced-value';
import { useKeepTypedValue } from '../../ui/use-keep-typed-value';
import { SearchIcon } from '../../ui/icons';
import { useMediaMatch } from '../../ui/use-media-query';
import './search-box.css';

type Suggestions = typeof import('./SearchSuggestions').SearchSuggestions;
let loadedSuggestions: Suggestions | null = null;
let loadingSuggestions: Promise<Suggestions> | undefined;
/** The suggestions' code, asked for once, as the shopper first focuses or types in a box. */
const loadSuggestions = () =>
  (loadingSuggestions ??= import('./SearchSuggestions').then((module) => {
    loadedSuggestions = module.SearchSuggestions;
    return loadedSuggestions;
  }));

export const SEARCH_LABEL = 'Search flowers and gifts';

/**
 * The search box is required from tablet width up (docs/rules-storefront.md "Validation"); phones
 * may send it empty.
 */
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
 * A search form whose input is an ARIA 1.2 combobox with a listbox of up to 4 product suggestions,
 * each with its image, name and price (docs/rules-storefront.md
 * "Header, navigation and favourites", "Validation", "Constants"). Suggestions are asked for only
 * once the shopper has paused typing for 300 ms, and only for a non-empty term. Up and Down move
 * through them; Enter opens the highlighted product or, with none highlighted, submits to the
 * search page; Escape closes the list (and clears the box when the list is already closed). The
 * suggestions themselves (SearchSuggestions.tsx) load on first focus.
 */
export function SearchBox({ testId, initialTerm = '', landmarkLabel, className }: SearchBoxProps) {
  const navigate = useNavigate();
  // Unknown (null) on the server and while hydrating; the server's form is then required.
  const desktop = useMediaMatch(DESKTOP, true);
  const isDesktop = desktop ?? true;
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
  const [list, setList] = useState<SuggestionList>(CLOSED_LIST);
  const suggestionKeys = useRef<SuggestionKeys | null>(null);
  const [Suggestions, setSuggestions] = useState<Suggestions | null>(() => loadedSuggestions);
  const wantSuggestions = () => {
    if (!Suggestions) void loadSuggestions().then((loaded) => setSuggestions(() => loaded));
  };
  const keepTyped = useKeepTypedValue((text, input) => {
    setTerm(text);
    setTyped(true);
    wantSuggestions();
    // Still typing: the suggestions open as they would have.
    if (document.activeElement === input) setOpen(true);
  });

  const suggestFor = typed ? term.trim() : '';
  const settled = useDebouncedValue(suggestFor, SUGGESTION_DELAY_MS);

  const finish = () => {
    setOpen(false);
    setHighlighted(-1);
    setTerm(initialTerm);
    setTyped(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const searchString = term.trim();
    if (!searchString) return;
    finish();
    void navigate({ to: '/search', search: { searchString } });
  };

  // The list handles the arrows, Enter on a suggestion and Escape on an open list.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || suggestionKeys.current?.(event)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      // requestSubmit keeps the browser's own check of `required`.
      formRef.current?.requestSubmit();
    } else if (event.key === 'Escape' && term) {
      // Handled here, so the header's menu (which also closes on Escape) stays as it is.
      event.preventDefault();
      event.stopPropagation();
      setTerm('');
      setTyped(true);
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
      // Marks the box live once React has it (the header's hydrates on first touch).
      data-hydrated={desktop !== null || undefined}
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
          // The API looks up no longer term (the search page explains a longer one in an address).
          maxLength={SEARCH_TERM_MAX_LENGTH}
          aria-autocomplete="list"
          aria-expanded={list.expanded}
          aria-controls={listId}
          aria-activedescendant={list.active >= 0 ? optionId(list.active) : undefined}
          data-testid={`${testId}-input`}
          ref={keepTyped}
          value={term}
          onChange={(event) => {
            wantSuggestions();
            setTerm(event.target.value);
            setTyped(true);
            setOpen(true);
            setHighlighted(-1);
          }}
          onFocus={() => {
            wantSuggestions();
            setOpen(true);
          }}
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
          hidden={!list.expanded}
          data-testid={`${testId}-suggestions`}
          // Keeps focus in the input, so a click on a suggestion is not lost to its blur.
          onMouseDown={(event) => event.preventDefault()}
        >
          {Suggestions && (
            <Suggestions
              suggestFor={suggestFor}
              settled={settled}
              open={open}
              highlighted={highlighted}
              onOpen={setOpen}
              onHighlight={setHighlighted}
              onList={setList}
              keysRef={suggestionKeys}
              onPick={finish}
              testId={testId}
              optionId={optionId}
            />
          )}
        </ul>
      </div>
      <p className="visually-hidden" role="status" data-testid={`${testId}-status`}>
        {list.status}
      </p>
    </form>
  );
}
