import {
  createRootRouteWithContext,
  notFound,
  Outlet,
  useRouterState,
} from '@tanstack/react-router';
import { useSessionCheck } from '../api/session.queries';
import { Document } from '../document/Document';
import { documentHead } from '../document/document-head';
import { useMarkHydrated } from '../document/use-mark-hydrated';
import { BasketPanelHost } from '../features/basket/BasketPanelHost';
import { CheckoutHeader } from '../layout/CheckoutHeader';
import {
  DeferredAppBanner,
  DeferredSiteFooter,
  DeferredTrustStrip,
} from '../layout/deferred-frame-parts';
import { isCheckoutPath, isFluidPath, isSupportPath } from '../layout/layout-rules';
import { SiteHeader } from '../layout/SiteHeader';
import { isUnreadableAddress } from '../pages/unreadable-address';
import type { RouterContext } from '../router-context';

/**
 * The header's top-level links, fetched by the server so that every page's HTML carries them
 * (not on pages without the header). In the browser the menu reads what came with the page and
 * fetches the whole tree as its code loads: there is no loader there, and none of this code is in
 * the browser's first script. A failure is the menu's to show.
 */
async function loadNavigationBar({
  context,
  location,
}: {
  context: RouterContext;
  location: { pathname: string };
}): Promise<void> {
  if (isCheckoutPath(location.pathname) || isSupportPath(location.pathname)) return;
  const { navigationBarQueryOptions } = await import('../features/navigation/navigation.queries');
  await context.queryClient.prefetchQuery(navigationBarQueryOptions());
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // An address with a NUL in it names no page: a 404, before any route asks the API about it.
  beforeLoad: ({ location }) => {
    if (isUnreadableAddress(location)) throw notFound();
  },
  head: documentHead,
  loader: import.meta.env.SSR ? loadNavigationBar : undefined,
  shellComponent: Document,
  component: RootLayout,
});

/**
 * The shop's frame; checkout and payment swap it for the slim checkout header
 * (docs/rules-storefront.md "Layout rules"), and the support console drops it for its own staff
 * frame. The fluid-width pages (same rule) get a wider main column; the server knows the path, so
 * its HTML already has the class.
 */
function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const checkout = isCheckoutPath(pathname);
  const support = isSupportPath(pathname);
  const fluid = isFluidPath(pathname);
  useSessionCheck();
  useMarkHydrated();

  const head = (
    <a href="#main" className="skip-link" data-testid="skip-link">
      Skip to main content
    </a>
  );

  // The support console's layout route draws its own staff header and <main id="main">.
  if (support) {
    return (
      <>
        {head}
        <Outlet />
      </>
    );
  }

  return (
    <>
      {head}
      {checkout ? (
        <CheckoutHeader />
      ) : (
        <>
          <SiteHeader />
          <DeferredTrustStrip />
        </>
      )}
      {/* Checkout's header keeps the basket too: the way back to every order. */}
      <BasketPanelHost />
      <main id="main" className={fluid ? 'site-main site-main--fluid' : 'site-main'} tabIndex={-1}>
        <Outlet />
      </main>
      {!checkout && (
        <>
          <DeferredAppBanner />
          <DeferredSiteFooter />
        </>
      )}
    </>
  );
}
