import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { SignInModal } from '../features/account/SignInModal';
import { useModal } from '../ui/use-modal';
import { PAGES } from '../ui/site-links';

/**
 * The header's Sign In in app-like contexts (docs/rules-storefront.md "Layout rules"): it opens the
 * sign-in modal over the page instead of leaving it. A click with a modifier key still opens the
 * page, as links do. Signing in replaces the guest links with the account menu, and this (modal and
 * all) unmounts.
 */
export function AppSignInLink() {
  const modal = useModal();
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    modal.activate();
  };
  return (
    <>
      <Link
        to={PAGES.signIn}
        className="header-account__link"
        data-testid="header-sign-in"
        aria-haspopup="dialog"
        aria-busy={modal.opening || undefined}
        onClick={open}
      >
        Sign In
      </Link>
      <SignInModal open={modal.open} onClose={modal.close} />
    </>
  );
}
