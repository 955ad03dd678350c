import { useId } from 'react';
import { SafeHtml } from '../../ui/SafeHtml';
import './category-heading.css';

export interface CategoryHeadingProps {
  name: string;
  description: string;
  open: boolean;
  onToggle: () => void;
}

/**
 * The category name, with 'More info' / 'Less info' showing its description
 * (docs/rules-storefront.md "Category pages").
 */
export function CategoryHeading({ name, description, open, onToggle }: CategoryHeadingProps) {
  const descriptionId = useId();
  const hasDescription = description.trim() !== '';
  return (
    <header className="category-heading">
      <div className="category-heading__row">
        <h1 className="category-heading__title" data-testid="category-title">
          {name}
        </h1>
        {hasDescription && (
          <button
            type="button"
            className="category-heading__toggle"
            aria-expanded={open}
            aria-controls={descriptionId}
            onClick={onToggle}
            data-testid="category-description-toggle"
          >
            {open ? 'Less info' : 'More info'}
          </button>
        )}
      </div>
      {hasDescription && (
        <div id={descriptionId} hidden={!open} data-testid="category-description">
          <SafeHtml html={description} className="category-heading__description" />
        </div>
      )}
    </header>
  );
}
