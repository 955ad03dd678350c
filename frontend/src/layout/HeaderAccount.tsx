import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useUserSession } from '../api/session.queries';
import { isAppLike } from '../document/app-context';
import { PAGES } from '../ui/site-links';

/**
 * Sign In / Sign Up for guests, My Account / Sign Out once signed in (docs/rules-storefront.md
 * "Header, navigation and favourites"). While the session check is running the slot keeps its size,
 * so nothing jumps when the answer lands.
 */
// Most visits are guests': the signed-in menu and its sign-out call load when needed.
const HeaderSignedIn = lazy(() =>
  import('./HeaderSignedIn').then((module) => ({ default: module.HeaderSignedIn })),
);

// Only app-like contexts open the sign-in modal: its code loads there alone.
const AppSignInLink = lazy(() =>
  import('./AppSignInLink').then((module) => ({ default: module.AppSignInLink })),
);

export function HeaderAccount({ onSignedOut }: { onSignedOut: () => void }) {
  const { isSignedIn } = useUserSession();

  const pending = (
    <div
      className="header-account header-account--pending"
      data-testid="header-account-pending"
      aria-hidden="true"
    />
  );
  if (isSignedIn === null) return pending;

  if (!isSignedIn) {
    const signIn = (
      <Link to={PAGES.signIn} className="header-account__link" data-testid="header-sign-in">
        Sign In
      </Link>
    );
    // Guests' links are drawn only in the browser, after the session check, so reading the
    // app-like class here cannot disagree with the server's HTML.
    return (
      <div className="header-account" data-testid="header-account">
        {isAppLike() ? (
          <Suspense fallback={signIn}>
            <AppSignInLink />
          </Suspense>
        ) : (
          signIn
        )}
        <Link
          to={PAGES.signUp}
          className="header-account__link header-account__link--strong"
          data-testid="header-sign-up"
        >
          Sign Up
        </Link>
      </div>
    );
  }

  return (
    <Suspense fallback={pending}>
      <HeaderSignedIn onSignedOut={onSignedOut} />
    </Suspense>
  );
}
