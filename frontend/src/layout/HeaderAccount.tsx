import { Link } from '@tanstack/react-router';
import { useSignOut, useUserSession } from '../api/session.queries';
import { PAGES } from './site-links';

/**
 * Sign In / Sign Up for guests, My Account / Sign Out once signed in (spec 001 §2.7). While the
 * session check is running the slot keeps its size, so nothing jumps when the answer lands.
 */
export function HeaderAccount({ onSignedOut }: { onSignedOut: () => void }) {
  const { isSignedIn } = useUserSession();
  const signOut = useSignOut();

  if (isSignedIn === null) {
    return (
      <div
        className="header-account header-account--pending"
        data-testid="header-account-pending"
        aria-hidden="true"
      />
    );
  }

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
    <div className="header-account" data-testid="header-account">
      <Link to={PAGES.account} className="header-account__link" data-testid="header-my-account">
        My Account
      </Link>
      <button
        type="button"
        className="header-account__link header-account__button"
        data-testid="header-sign-out"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSuccess: onSignedOut })}
      >
        Sign Out
      </button>
      {signOut.isError && (
        <p className="header-account__error" role="alert" data-testid="header-sign-out-error">
          {signOut.error.message}
        </p>
      )}
    </div>
  );
}
