import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { errorText } from '../../api/error-text';
import { useSignOut } from '../../api/sign-out.queries';
import { Spinner } from '../../ui/Spinner';
import { ACCOUNT_MENU } from './account-paths';
import { useSignedInOnly } from './use-account-guard';
import './account.css';

/**
 * Every signed-in-only account page (docs/rules-storefront.md "Routes", "Layout rules"): a spinner
 * while the session is unknown, guests sent to sign in, then the account menu beside the page.
 */
export function AccountFrame({ children }: { children: ReactNode }) {
  const allowed = useSignedInOnly();
  if (!allowed) return <Spinner label="Checking you are signed in…" />;
  return (
    <div className="account-frame" data-testid="account-frame">
      <AccountMenu />
      <div className="account-frame__page">{children}</div>
    </div>
  );
}

function AccountMenu() {
  // Signed out, the frame's guard takes the shopper home.
  const signOut = useSignOut();
  return (
    <nav className="account-menu" aria-label="Your account">
      <ul className="account-menu__list">
        {ACCOUNT_MENU.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="account-menu__link"
              activeOptions={{ exact: item.to === '/account', includeSearch: false }}
              activeProps={{ 'aria-current': 'page', className: 'account-menu__link--current' }}
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="account-menu__link account-menu__button"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
            data-testid="account-sign-out"
          >
            Sign out
          </button>
        </li>
      </ul>
      {signOut.isError && (
        <p className="account-alert" role="alert">
          {errorText(signOut.error)}
        </p>
      )}
    </nav>
  );
}
