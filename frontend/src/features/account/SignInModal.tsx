import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Modal } from '../../ui/Modal';
import { PasswordSignInForm } from './SignInPage';
import { SignInLinkForm } from './SignInLinkForm';
import './account.css';

/**
 * The sign-in modal of app-like contexts (docs/rules-storefront.md
 * "Header, navigation and favourites", "Layout rules"): the header's Sign In opens the sign-in form
 * over the page instead of leaving it, as an app would. It closes itself once the shopper is signed
 * in, when a link in it leads to another page, and on Escape, the backdrop or its close button.
 */
export function SignInModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Sign In" testId="sign-in-modal">
      <SignInModalBody onClose={onClose} />
    </Modal>
  );
}

/** Mounted while the modal is open, so each opening starts afresh, on the page it opened on. */
function SignInModalBody({ onClose }: { onClose: () => void }) {
  const [byEmailLink, setByEmailLink] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [openedOn] = useState(pathname);
  useEffect(() => {
    if (pathname !== openedOn) onClose();
  }, [pathname, openedOn, onClose]);

  return (
    <div className="auth-modal">
      <p className="auth-modal__intro">
        New to Posy?{' '}
        <Link to="/sign-up" data-testid="sign-in-modal-sign-up">
          Create an account
        </Link>
      </p>
      {byEmailLink ? (
        <SignInLinkForm onBack={() => setByEmailLink(false)} />
      ) : (
        <PasswordSignInForm onEmailLink={() => setByEmailLink(true)} onSignedIn={onClose} />
      )}
    </div>
  );
}
