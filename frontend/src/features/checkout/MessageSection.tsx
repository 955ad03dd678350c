import {
  isMessageOverflowing,
  messageLimits,
  type CardSize,
  type CheckoutOrder,
} from '@shop/contracts';
import { useIsMutating } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { checkoutKeys, useUpdateOrder } from '../../api/checkout.queries';
import { errorText } from '../../api/error-text';
import { cardItem, cardSize, mainItem } from '../order-kit/order-items';
import { CardPreview } from '../order-kit/CardPreview';
import { CardPreviewButton } from '../order-kit/CardPreviewButton';
import { CheckoutSection, SaveStatus } from './CheckoutSection';
import { PersonalisationEditor } from './PersonalisationEditor';
import { usePersonalisationDraft } from './use-personalisation-draft';

export const OVERFLOW_MESSAGE = 'Oops! Your message is a bit too long - please shorten it.';

/**
 * The card message with live limits (docs/business-rules.md "Cards and messages"), a personalisable
 * card's front, and a preview of both; saved together through update key `message`.
 */
export function MessageSection({
  order,
  orderIndex,
}: {
  order: CheckoutOrder;
  orderIndex: number;
}) {
  const card = cardItem(order);
  const size: CardSize = cardSize(card) ?? 'standard';
  const distributor = mainItem(order)?.product.distributor ?? '';
  const limits = messageLimits(distributor, size);
  const [message, setMessage] = useState(card?.message ?? '');
  const front = usePersonalisationDraft(order, orderIndex, Boolean(card));
  const uploading = useIsMutating({ mutationKey: checkoutKeys.cardImageUpload(orderIndex) }) > 0;
  const update = useUpdateOrder();
  const countId = useId();
  const text = message.replace(/\r\n?/g, '\n').trim();
  const characters = [...text].length;
  const lines = text === '' ? 0 : text.split('\n').length;
  const overflowing = isMessageOverflowing(message, limits);

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({
      key: 'message',
      orderIndex,
      data: {
        message,
        personalisationConfiguration:
          front.configuration ?? card?.orderItemPersonalisationConfiguration ?? null,
      },
    });
  };

  return (
    <CheckoutSection section="message" title="Your card message">
      {!card ? (
        <p className="checkout-section__hint" data-testid="message-needs-card">
          Choose a card above to write your message.
        </p>
      ) : (
        <>
          <form className="checkout-form" onSubmit={save}>
            <label className="checkout-form__field">
              <span>Message</span>
              <textarea
                rows={6}
                value={message}
                aria-describedby={countId}
                aria-invalid={overflowing}
                data-testid="message-input"
                onChange={(event) => {
                  setMessage(event.target.value);
                  update.reset();
                }}
              />
            </label>
            <p id={countId} className="checkout-form__count" data-testid="message-count">
              {characters} / {limits.characters} characters, {lines} / {limits.lines} lines
            </p>
            {overflowing && (
              <p className="checkout-section__error" role="alert" data-testid="message-overflow">
                {OVERFLOW_MESSAGE}
              </p>
            )}
            {front.personalisable && (
              <PersonalisationEditor
                orderIndex={orderIndex}
                areas={front.areas}
                onChange={(index, value) => {
                  front.setValue(index, value);
                  update.reset();
                }}
              />
            )}
            {front.config.error && (
              <p
                className="checkout-section__error"
                role="alert"
                data-testid="personalisation-error"
              >
                {errorText(front.config.error)}
              </p>
            )}
            <button
              type="submit"
              className="checkout-form__save"
              disabled={overflowing || uploading || update.isPending}
              data-testid="message-save"
            >
              Save
            </button>
            <SaveStatus error={update.error} saved={update.isSuccess} testId="message" />
          </form>
          <div className="checkout-card-preview">
            <div className="checkout-card-preview__head">
              <h3 className="checkout-card-preview__title">How your card will look</h3>
              <CardPreviewButton
                order={order}
                orderIndex={orderIndex}
                message={message}
                areas={front.areas}
              />
            </div>
            <CardPreview order={order} message={message} areas={front.areas} />
          </div>
        </>
      )}
    </CheckoutSection>
  );
}
