import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useUserSession } from '../api/session.queries';
import { PAGES } from './site-links';

/**
 * Sign In / Sign Up for guests, My Account / Sign Out once signed in (spec 001 §2.7). While the
 * session check is running the slot keeps its size, so nothing jumps when the answer lands.
 */
// Most visits are guests': the signed-in menu and its sign-out call load when needed.
const HeaderSignedIn = lazy(() =>
  import('./HeaderSignedIn').then((module) => ({ default: module.HeaderSignedIn })),
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
    return (
      <div className="header-account" data-testid="header-account">
        <Link to={PAGES.signIn} className="header-account__link" data-testid="header-sign-in">
          Sign In
        </Link>
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
