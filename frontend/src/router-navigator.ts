import type { Navigator } from './http/navigation';
import type { AppRouter } from './router';

/**
 * Answers carrying redirectUrl move the shopper with the router, keeping data and errors in history
 * state (docs/rules-checkout.md "Calls" rule 6); an address on another site needs a full page load.
 */
export function routerNavigator(router: AppRouter): Navigator {
  return (url, state) => {
    const target = new URL(url, window.location.href);
    if (target.origin !== window.location.origin) {
      window.location.assign(target.href);
      return;
    }
    void router.navigate({
      href: `${target.pathname}${target.search}${target.hash}`,
      state: { data: state.data, errors: state.errors },
    });
  };
}
