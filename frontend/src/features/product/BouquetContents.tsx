import { useId, useState } from 'react';
import { CONTENTS_HEADING } from './product-messages';

/** The stems in the bouquet behind a disclosure button; nothing at all when there are none. */
export function BouquetContents({ contents }: { contents: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (contents.length === 0) return null;
  return (
    <div className="bouquet-contents" data-testid="bouquet-contents">
      <h2 className="bouquet-contents__heading">
        <button
          type="button"
          className="bouquet-contents__toggle"
          aria-expanded={open}
          aria-controls={listId}
          data-testid="bouquet-contents-toggle"
          onClick={() => setOpen(!open)}
        >
          {CONTENTS_HEADING}
          <svg
            className="bouquet-contents__chevron"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="m6 9 6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </h2>
      <ul
        id={listId}
        className="bouquet-contents__list"
        hidden={!open}
        data-testid="bouquet-contents-list"
      >
        {contents.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
