import { londonIsoDate, type CheckoutOrder, type SetGiftCardRecipientData } from '@shop/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useUpdateOrder } from '../../api/checkout.queries';
import { shopNow } from '../../ui/shop-clock';
import { CheckoutSection, SaveStatus } from './CheckoutSection';

export const GIFT_CARD_MESSAGE_LIMIT = 500;

/**
 * Who a gift card order is emailed to, the buyer's message and the day it is sent (today unless
 * a later day is chosen), saved through update key `gift-card`. In place of the recipient,
 * delivery and card sections, which a gift card does not have.
 */
export function GiftCardRecipientSection({
  order,
  orderIndex,
}: {
  order: CheckoutOrder;
  orderIndex: number;
}) {
  const id = useId();
  const update = useUpdateOrder();
  const saved = order.giftCardRecipient;
  const today = londonIsoDate(shopNow());
  const [message, setMessage] = useState(saved?.message ?? '');
  const characters = [...message].length;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const data: SetGiftCardRecipientData = {
      recipientName: String(form.get('recipientName') ?? '').trim(),
      recipientEmail: String(form.get('recipientEmail') ?? '').trim(),
      message,
      sendDate: String(form.get('sendDate') ?? '') || today,
    };
    update.mutate({ key: 'gift-card', orderIndex, data });
  };

  return (
    <CheckoutSection section="gift-card" title="Gift card recipient">
      <p className="checkout-section__hint">
        We email the gift card with your message to the recipient on the day you choose, and send
        you a copy.
      </p>
      <form className="checkout-form" onSubmit={save} onChange={() => update.reset()}>
        <label className="checkout-form__field">
          <span>Recipient name</span>
          <input
            name="recipientName"
            defaultValue={saved?.recipientName ?? ''}
            autoComplete="off"
            required
            data-testid="gift-card-recipient-name"
          />
        </label>
        <label className="checkout-form__field">
          <span>Recipient email address</span>
          <input
            name="recipientEmail"
            type="email"
            defaultValue={saved?.recipientEmail ?? ''}
            autoComplete="off"
            required
            data-testid="gift-card-recipient-email"
          />
        </label>
        <label className="checkout-form__field">
          <span>Your message</span>
          <textarea
            name="message"
            rows={5}
            value={message}
            maxLength={GIFT_CARD_MESSAGE_LIMIT}
            aria-describedby={`${id}-count`}
            onChange={(event) => setMessage(event.target.value)}
            data-testid="gift-card-recipient-message"
          />
        </label>
        <p
          id={`${id}-count`}
          className="checkout-form__count"
          data-testid="gift-card-message-count"
        >
          {characters} / {GIFT_CARD_MESSAGE_LIMIT} characters
        </p>
        <label className="checkout-form__field">
          <span>Send the gift card on</span>
          <input
            name="sendDate"
            type="date"
            min={today}
            defaultValue={saved?.sendDate ?? today}
            data-testid="gift-card-recipient-send-date"
          />
        </label>
        <button
          type="submit"
          className="checkout-form__save"
          disabled={update.isPending}
          data-testid="gift-card-recipient-save"
        >
          Save
        </button>
        <SaveStatus error={update.error} saved={update.isSuccess} testId="gift-card-recipient" />
      </form>
    </CheckoutSection>
  );
}
