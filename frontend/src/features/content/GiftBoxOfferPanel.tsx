import type { GiftBoxOffer } from '@shop/contracts';
import { useId, useRef } from 'react';
import { useCopyText } from '../../ui/use-copy-text';
import { ModuleAnchor } from '../../ui/ModuleAnchor';
import './gift-box-offer.css';

export const CODE_COPIED = 'Code copied';
export const CODE_NOT_COPIED =
  'Your browser did not let us copy it: the code is selected, so copy it with Ctrl+C (⌘C on a Mac) or write it down.';

/**
 * `/box`: the recipient's code with a Copy code button and Shop now, which applies it. When the
 * browser refuses the clipboard the code is selected and the shopper told how to copy it.
 */
export function GiftBoxOfferPanel({ offer }: { offer: GiftBoxOffer }) {
  const id = useId();
  const code = useRef<HTMLElement>(null);
  const { status, copy } = useCopyText();

  const selectCode = () => {
    const element = code.current;
    const selection = window.getSelection();
    if (element && selection) selection.selectAllChildren(element);
  };

  return (
    <section className="gift-box-offer" aria-labelledby={`${id}-title`} data-testid="box-offer">
      <h2 id={`${id}-title`} className="gift-box-offer__title">
        {offer.percentOff}% off your next order
      </h2>
      <p className="gift-box-offer__text">{offer.text}</p>
      <div className="gift-box-offer__row">
        <p className="gift-box-offer__code">
          <span className="visually-hidden">Your code: </span>
          <strong ref={code} data-testid="box-offer-code">
            {offer.code}
          </strong>
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => copy(offer.code, selectCode)}
          data-testid="box-offer-copy"
        >
          Copy code
        </button>
        <ModuleAnchor
          url={offer.shopUrl}
          className="button button--primary"
          testId="box-offer-shop"
        >
          Shop now
        </ModuleAnchor>
      </div>
      <p className="gift-box-offer__status" role="status" data-testid="box-offer-status">
        {status === 'copied' ? CODE_COPIED : status === 'refused' ? CODE_NOT_COPIED : ''}
      </p>
    </section>
  );
}
