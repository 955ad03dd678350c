import { useEffect } from 'react';
import { claimChunkReload } from './chunk-reload';
import { reloadPage } from './reload-page';
import { RECOVERY_LINKS, RecoveryLinks } from './RecoveryLinks';
import './status-page.css';

const LINKS = [
  RECOVERY_LINKS.home,
  RECOVERY_LINKS.flowers,
  RECOVERY_LINKS.plants,
  RECOVERY_LINKS.hampers,
];

/**
 * Shown when a page fails to load or render (docs/rules-storefront.md "Not-found and error pages").
 */
export function ErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    if (claimChunkReload(error, window.location.href)) reloadPage();
  }, [error]);

  return (
    <section className="status-page" aria-labelledby="error-title" data-testid="error-page">
      <title>Something went wrong | Posy</title>
      <h1 id="error-title" className="status-page__title">
        Oops! There was an error.
      </h1>
      <p className="status-page__text">
        Oops! Something has gone wrong with this page - please refresh the page, or try one of the
        following links
      </p>
      <RecoveryLinks links={LINKS} testId="error-links" />
    </section>
  );
}
