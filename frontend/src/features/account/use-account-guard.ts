import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useUserSession } from '../../api/session.queries';
import { ACCOUNT_HOME, SIGN_IN, safeRedirect } from './account-paths';

/**
 * docs/rules-storefront.md "Layout rules": a signed-in-only page sends a guest to /sign-in (and
 * back here after signing in). Answers whether the page may show: null while the session is unknown
 * (a spinner shows).
 */
export function useSignedInOnly(): boolean | null {
  const { isSignedIn } = useUserSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Signing out on this page goes home, not to a sign-in page asking to come back.
  const wasSignedIn = useRef(false);
  // The page asked for, as first opened: the address changes while the redirect happens.
  const asked = useRef(location.href);
  const sent = useRef(false);
  useEffect(() => {
    if (isSignedIn === true) {
      wasSignedIn.current = true;
      sent.current = false;
      return;
    }
    if (isSignedIn !== false || sent.current) return;
    sent.current = true;
    if (wasSignedIn.current) void navigate({ to: '/', replace: true });
    else void navigate({ to: SIGN_IN, search: { redirect: asked.current }, replace: true });
  }, [isSignedIn, navigate]);
  return isSignedIn;
}

/**
 * A guest-only page (sign-in, sign-up, forgot password) sends a signed-in customer on: to the
 * page they came to sign in for, else the account home. Answers whether the page may show.
 */
export function useGuestOnly(redirect?: string): boolean | null {
  const { isSignedIn } = useUserSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (isSignedIn === true) {
      void navigate({ to: redirect ? safeRedirect(redirect) : ACCOUNT_HOME, replace: true });
    }
  }, [isSignedIn, navigate, redirect]);
  return isSignedIn === null ? null : !isSignedIn;
}
