import { Link } from '@tanstack/react-router';
import { useSignOut } from '../api/sign-out.queries';
import { PAGES } from '../ui/site-links';

/** My Account / Sign Out for a signed-in customer: loaded only once somebody is signed in. */
export function HeaderSignedIn({ onSignedOut }: { onSignedOut: () => void }) {
  const signOut = useSignOut({ clearFirst: true });

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
