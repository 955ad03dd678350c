import { ErrorPage } from '../../pages/ErrorPage';
import { isChunkLoadError } from '../../pages/chunk-reload';
import { ErrorAlert } from './ErrorAlert';
import { errorMessages } from './error-messages';

/**
 * The product could not be loaded: what the API said, listed in an alert (docs/rules-storefront.md
 * "Product page"), above the shop's error page and its links. A missing page file is left to the
 * error page's reload.
 */
export function ProductLoadError({ error }: { error: unknown }) {
  return (
    <div className="product-load-error" data-testid="product-load-error">
      {!isChunkLoadError(error) && (
        <ErrorAlert messages={errorMessages(error)} testId="product-errors" />
      )}
      <ErrorPage error={error} />
    </div>
  );
}
