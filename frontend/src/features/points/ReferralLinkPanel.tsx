import { REFERRAL_BONUS_POINTS } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import { accountDetailsQueryOptions } from '../../api/account.queries';
import { errorText } from '../../api/error-text';
import { useUserSession } from '../../api/session.queries';
import { InlineSpinner } from '../../ui/InlineSpinner';
import { useCopyText } from '../../ui/use-copy-text';
import { pointsCount, pointsValue } from './points-words';
import './referral-link.css';

export const LINK_COPIED = 'Copied';
export const LINK_NOT_COPIED =
  'Your browser did not let us copy it: the link is selected, so copy it with Ctrl+C (⌘C on a Mac).';
export const HOW_IT_WORKS = `Your friend signs up through your link. Once their first order is paid, you each get ${pointsCount(REFERRAL_BONUS_POINTS)}: ${pointsValue(REFERRAL_BONUS_POINTS)} off a later order.`;
export const BUSINESS_NO_REFERRALS =
  'Refer-a-friend is for personal accounts: business accounts cannot redeem Posy Points™.';

/** Where the guest comes back to after signing in or up. */
const HERE = '/refer-a-friend';

/**
 * `/refer-a-friend`'s part for the shopper (docs/rules-storefront.md "What the shop offers",
 * "Routes"): a signed-in customer's own link, `{origin}/refer/{referralToken}`, with Copy; a guest
 * is asked to sign in or up, and brought back. Drawn in the browser only, once the session check
 * has answered: the server's page is the same for everyone.
 */
export function ReferralLinkPanel() {
  const id = useId();
  const { isSignedIn } = useUserSession();
  return (
    <section
      className="referral-link"
      aria-labelledby={`${id}-title`}
      aria-busy={isSignedIn === null}
      data-testid="referral-link"
    >
      <h2 id={`${id}-title`} className="referral-link__title">
        Your link to share
      </h2>
      {isSignedIn === null ? (
        <p className="referral-link__loading">
          <InlineSpinner /> Loading…
        </p>
      ) : isSignedIn ? (
        <CustomerLink />
      ) : (
        <GuestPrompt />
      )}
    </section>
  );
}

function GuestPrompt() {
  return (
    <>
      <p data-testid="referral-guest">
        Sign in or create an account to get your own link to share. {HOW_IT_WORKS}
      </p>
      <p className="referral-link__actions">
        <Link
          to="/sign-in"
          search={{ redirect: HERE }}
          className="button button--primary"
          data-testid="referral-sign-in"
        >
          Sign In
        </Link>
        <Link
          to="/sign-up"
          search={{ redirect: HERE }}
          className="button button--secondary"
          data-testid="referral-sign-up"
        >
          Sign Up
        </Link>
      </p>
    </>
  );
}

function CustomerLink() {
  const id = useId();
  const details = useQuery(accountDetailsQueryOptions());
  const input = useRef<HTMLInputElement>(null);
  const { status, copy } = useCopyText();

  if (details.isPending) {
    return (
      <p className="referral-link__loading" role="status">
        <InlineSpinner /> Loading your link…
      </p>
    );
  }
  if (details.isError) {
    return (
      <p className="referral-link__error" role="alert">
        {errorText(details.error)}
      </p>
    );
  }
  if (details.data.businessCustomer) return <p>{BUSINESS_NO_REFERRALS}</p>;

  const link = `${window.location.origin}/refer/${encodeURIComponent(details.data.referralToken)}`;
  const select = () => {
    input.current?.focus();
    input.current?.select();
  };
  return (
    <>
      <p id={`${id}-how`}>{HOW_IT_WORKS}</p>
      <div className="referral-link__row">
        <label htmlFor={`${id}-link`} className="visually-hidden">
          Your refer-a-friend link
        </label>
        <input
          ref={input}
          id={`${id}-link`}
          className="referral-link__input"
          value={link}
          readOnly
          aria-describedby={`${id}-how`}
          onFocus={select}
          data-testid="referral-link-input"
        />
        <button
          type="button"
          className="button button--primary"
          onClick={() => copy(link, select)}
          data-testid="referral-copy"
        >
          Copy link
        </button>
      </div>
      <p className="referral-link__status" role="status" data-testid="referral-copy-status">
        {status === 'copied' ? LINK_COPIED : status === 'refused' ? LINK_NOT_COPIED : ''}
      </p>
    </>
  );
}
