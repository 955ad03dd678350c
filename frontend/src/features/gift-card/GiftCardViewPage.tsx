import {
  formatGiftCardCode,
  formatPence,
  GIFT_CARD_MESSAGES,
  giftCardExpiredMessage,
  type GiftCardPageResponse,
  plainOrdinalDateWithYear,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { errorText } from '../../api/error-text';
import { giftCardPageQueryOptions } from '../../api/gift-card.queries';
import { isRequestError } from '../../http/request-error';
import { Spinner } from '../../ui/Spinner';
import './gift-card-check.css';

export const COPIED = 'Code copied';
export const COPY_FAILED = 'Could not copy: please select the code and copy it.';

/** `/gift-card/:orderId/:code`: the gift card as its recipient sees it. */
export function GiftCardViewPage({ orderId, code }: { orderId: string; code: string }) {
  const { data, error } = useQuery(giftCardPageQueryOptions(orderId, code));
  return (
    <section className="gift-card-view" data-testid="gift-card-view-page">
      <title>Your Gift Card | Posy</title>
      {error ? (
        <div className="gift-card-check__missing">
          <h1 className="gift-card-check__title">Your gift card</h1>
          <p role="alert" className="gift-card-check__error" data-testid="gift-card-view-error">
            {isRequestError(error) && error.status === 404
              ? GIFT_CARD_MESSAGES.notFound
              : errorText(error)}
          </p>
          <Link to="/gift-card">Check a gift card by its code</Link>
        </div>
      ) : !data ? (
        <Spinner label="Loading your gift card…" />
      ) : (
        <GiftCardView card={data} />
      )}
    </section>
  );
}

function GiftCardView({ card }: { card: GiftCardPageResponse }) {
  const formatted = formatGiftCardCode(card.code);
  return (
    <>
      <h1 className="gift-card-check__title">
        {card.recipientName ? `A gift card for ${card.recipientName}` : 'Your gift card'}
      </h1>
      <div className="gift-card-view__card" data-testid="gift-card-view-card">
        <p className="gift-card-view__amount" data-testid="gift-card-view-amount">
          {formatPence(card.amount)}
        </p>
        <p className="gift-card-view__from">Posy gift card</p>
        <div className="gift-card-view__code-row">
          <p className="gift-card-view__code">
            <span className="visually-hidden">Code: </span>
            <span data-testid="gift-card-view-code">{formatted}</span>
          </p>
          <CopyButton text={formatted} />
        </div>
      </div>
      <dl className="gift-card-view__facts">
        <div>
          <dt>Balance</dt>
          <dd data-testid="gift-card-view-balance">{formatPence(card.balance)}</dd>
        </div>
        <div>
          <dt>{card.expired ? 'Expired' : 'Spend it by'}</dt>
          <dd data-testid="gift-card-view-expiry">
            {card.expired
              ? giftCardExpiredMessage(card.expiresOn)
              : plainOrdinalDateWithYear(card.expiresOn)}
          </dd>
        </div>
      </dl>
      {card.message.trim() !== '' && (
        <figure className="gift-card-view__message">
          <blockquote data-testid="gift-card-view-message">{card.message}</blockquote>
          {card.buyerName && <figcaption>From {card.buyerName}</figcaption>}
        </figure>
      )}
      <Link to="/" className="button button--primary" data-testid="gift-card-view-shop">
        Shop now
      </Link>
    </>
  );
}

function CopyButton({ text }: { text: string }) {
  const [status, setStatus] = useState('');
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return setStatus(COPY_FAILED);
    clipboard.writeText(text).then(
      () => setStatus(COPIED),
      () => setStatus(COPY_FAILED),
    );
  };
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={copy}
        data-testid="gift-card-view-copy"
      >
        Copy<span className="visually-hidden"> the code</span>
      </button>
      <span className="gift-card-view__copied" role="status" data-testid="gift-card-view-copied">
        {status}
      </span>
    </>
  );
}
