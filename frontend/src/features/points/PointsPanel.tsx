import { POINTS_MESSAGES, type CheckoutState } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import {
  basketPointsQueryOptions,
  useRedeemPoints,
  useRemovePoints,
} from '../../api/points.queries';
import { useUserSession } from '../../api/session.queries';
import { InlineSpinner } from '../../ui/InlineSpinner';
import { PointsInfoLink } from './PointsInfoLink';
import { basketNotice, pointsCount, pointsFailureText, pointsValue } from './points-words';
import './points.css';

/**
 * The Posy Points box of /payment and the checkout sidebar (docs/rules-checkout.md
 * "Checkout sidebar", "Posy Points", "Validation", "Roles", "Posy Points notices"), for signed-in
 * customers who are not business customers; nobody else sees it.
 */
export function PointsPanel({
  state,
  locked = false,
}: {
  state: CheckoutState;
  /** A payment is on its way: nothing may change. */
  locked?: boolean;
}) {
  const { isSignedIn } = useUserSession();
  if (isSignedIn !== true || state.customer.businessCustomer) return null;
  return <PointsBox state={state} locked={locked} />;
}

type View = 'claimed' | 'unclaimed' | 'notice' | 'loading' | 'failed';

/**
 * Claimed (the basket's `pointsRedeemed`): the amount and Remove. Unclaimed: the customer's points,
 * what this basket may take and Redeem. Where docs/rules-checkout.md "Validation" says there is no
 * points panel (a basket of subscriptions, a free order, no points) the box holds the notice of
 * "Posy Points notices" in its place.
 */
function PointsBox({ state, locked }: { state: CheckoutState; locked: boolean }) {
  const id = useId();
  const claimed = state.pointsRedeemed;
  const notice = claimed > 0 ? null : basketNotice(state);
  const points = useQuery({ ...basketPointsQueryOptions(), enabled: claimed === 0 && !notice });
  const redeem = useRedeemPoints();
  const remove = useRemovePoints();
  const busy = redeem.isPending || remove.isPending || locked;
  const failure = redeem.error ?? remove.error;

  const view: View =
    claimed > 0
      ? 'claimed'
      : notice
        ? 'notice'
        : points.data
          ? points.data.total > 0
            ? 'unclaimed'
            : 'notice'
          : points.isError
            ? 'failed'
            : 'loading';
  const noticeText = notice ?? POINTS_MESSAGES.noPoints;
  const redeemable = points.data?.redeemable ?? 0;

  // Focus follows what the shopper did: to Remove once points are on, to Redeem once they are
  // off (or to what the box says instead, when there is nothing left to redeem).
  const moved = useRef(false);
  const redeemButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!moved.current || view === 'loading') return;
    moved.current = false;
    const target =
      view === 'claimed'
        ? removeButton.current
        : view === 'unclaimed' && redeemable > 0
          ? redeemButton.current
          : said.current;
    target?.focus();
  }, [view, redeemable]);

  const change = (which: 'redeem' | 'remove') => {
    if (busy) return;
    redeem.reset();
    remove.reset();
    (which === 'redeem' ? redeem : remove).mutate(undefined, {
      onSuccess: () => {
        moved.current = true;
      },
    });
  };

  return (
    <section className="points-box" aria-labelledby={`${id}-title`} data-testid="points-box">
      <h2 id={`${id}-title`} className="points-box__title">
        Posy Points™
      </h2>
      {view === 'claimed' && (
        <>
          <p id={`${id}-said`} ref={said} tabIndex={-1} data-testid="points-claimed">
            You have claimed <strong>{pointsCount(claimed)}</strong>: {pointsValue(claimed)} off
            this purchase.
          </p>
          <button
            ref={removeButton}
            type="button"
            className="link-button points-box__remove"
            aria-describedby={`${id}-said`}
            disabled={busy}
            onClick={() => change('remove')}
            data-testid="points-remove"
          >
            {remove.isPending && <InlineSpinner />}
            Remove
          </button>
        </>
      )}
      {view === 'unclaimed' && points.data && (
        <>
          <dl className="points-box__facts" data-testid="points-unclaimed">
            <div>
              <dt>Your Posy Points™</dt>
              <dd data-testid="points-total">{pointsCount(points.data.total)}</dd>
            </div>
            <div>
              <dt>You can redeem</dt>
              <dd data-testid="points-redeemable">
                {pointsCount(redeemable)} ({pointsValue(redeemable)} off)
              </dd>
            </div>
          </dl>
          <p id={`${id}-said`} ref={said} tabIndex={-1} className="points-box__hint">
            {redeemable > 0
              ? `Redeem ${pointsCount(redeemable)} to take ${pointsValue(redeemable)} off this purchase.`
              : 'This purchase is too small to take any points off.'}
          </p>
          <button
            ref={redeemButton}
            type="button"
            className="button button--secondary points-box__redeem"
            aria-describedby={`${id}-said`}
            disabled={busy || redeemable === 0}
            onClick={() => change('redeem')}
            data-testid="points-redeem"
          >
            {redeem.isPending && <InlineSpinner />}
            Redeem
          </button>
        </>
      )}
      {view === 'notice' && (
        <p ref={said} tabIndex={-1} className="points-box__notice" data-testid="points-notice">
          {noticeText}
        </p>
      )}
      {view === 'loading' && (
        <p className="points-box__loading" role="status">
          <InlineSpinner /> Loading your Posy Points™…
        </p>
      )}
      {(failure ?? (view === 'failed' ? points.error : null)) && (
        <p className="points-box__error" role="alert" data-testid="points-error">
          {pointsFailureText(failure ?? points.error)}
        </p>
      )}
      <PointsInfoLink />
    </section>
  );
}
