import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Spinner } from '../ui/Spinner';
import { claimChunkReload } from './chunk-reload';
import { reloadPage } from './reload-page';

/**
 * The error page's own code loads when a page first fails, not with every page's first script. If
 * that code cannot be fetched either (a new release replaced it), the page is reloaded once, as for
 * any page whose files have gone (docs/rules-storefront.md "Not-found and error pages").
 */
const ErrorPage = lazy(() =>
  import('./ErrorPage')
    .then((module): { default: ComponentType<{ error: unknown }> } => ({
      default: module.ErrorPage,
    }))
    .catch((error: unknown) => {
      if (claimChunkReload(error, window.location.href)) reloadPage();
      return { default: () => null };
    }),
);

/** The router's error page: a failed page's files reload it, whatever else is on screen. */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    if (claimChunkReload(error, window.location.href)) reloadPage();
  }, [error]);
  return (
    <Suspense fallback={<Spinner />}>
      <ErrorPage error={error} />
    </Suspense>
  );
}
