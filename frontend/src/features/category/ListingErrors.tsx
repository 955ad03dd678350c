import './listing-errors.css';

/**
 * Each category-products error as its own alert above the products (docs/rules-storefront.md
 * "Messages").
 */
export function ListingErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="listing-errors">
      {errors.map((error, index) => (
        <p
          key={`${index}-${error}`}
          role="alert"
          className="listing-errors__item"
          data-testid="listing-error"
        >
          {error}
        </p>
      ))}
    </div>
  );
}
