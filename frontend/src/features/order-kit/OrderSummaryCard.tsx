import {
  formatOrdinalDate,
  formatPence,
  formatPriceOrFree,
  personalisationAreas,
  type CheckoutOrder,
} from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { PriceBeforeDiscount, SavedLine } from '../discount/SavedLine';
import { CardPreviewButton } from './CardPreviewButton';
import { addonItems, cardItem, cardLabel, mainItem, messagePreview, potItem } from './order-items';
import './order-summary.css';

export interface OrderSummaryCardProps {
  order: CheckoutOrder;
  /** 1-based position in the basket. */
  orderIndex: number;
  /** `compact` in the basket panel (collapsed, More Info / Less Info, Edit); `full` elsewhere. */
  variant: 'compact' | 'full';
  /** Remove control, errors and other extras under the summary. */
  children?: ReactNode;
  /** Shown to someone who cannot change the order (support staff): no Edit anywhere. */
  readOnly?: boolean;
  /** Run when the card preview's Edit leaves for the checkout page (the basket panel closes). */
  onLeave?: () => void;
  /** The title's level: 3 under a section's h2 (default), 2 straight under the page's h1. */
  headingLevel?: 2 | 3;
}

/** docs/rules-checkout.md "Order summary card". */
export function OrderSummaryCard({
  order,
  orderIndex,
  variant,
  children,
  readOnly = false,
  onLeave,
  headingLevel = 3,
}: OrderSummaryCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const compact = variant === 'compact';
  const [expanded, setExpanded] = useState(!compact);
  const detailsId = useId();
  const main = mainItem(order);
  const card = cardItem(order);
  const pot = potItem(order);
  const addons = addonItems(order);
  const delivery = order.orderDelivery;

  return (
    <article
      className={`order-summary order-summary--${variant}`}
      aria-labelledby={`${detailsId}-title`}
      data-testid={`order-summary-${orderIndex}`}
    >
      <div className="order-summary__head">
        {main && (
          <img
            className="order-summary__image"
            src={main.product.image}
            alt=""
            width="64"
            height="64"
            loading="lazy"
          />
        )}
        <div className="order-summary__heading">
          <Heading id={`${detailsId}-title`} className="order-summary__title">
            <span className="order-summary__number">Order {orderIndex}: </span>
            <span data-testid="order-summary-product">{main?.product.name}</span>
          </Heading>
          <p className="order-summary__total-line">
            Total{' '}
            <strong data-testid="order-summary-heading-total">{formatPence(order.total)}</strong>
          </p>
        </div>
      </div>

      {compact && (
        <div className="order-summary__actions">
          <button
            type="button"
            className="link-button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            data-testid={`order-summary-toggle-${orderIndex}`}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Less Info' : 'More Info'}
          </button>
          <Link
            to="/checkout/$orderIndex"
            params={{ orderIndex }}
            className="order-summary__edit"
            data-testid={`order-summary-edit-${orderIndex}`}
          >
            Edit<span className="visually-hidden"> order {orderIndex}</span>
          </Link>
        </div>
      )}

      {order.isGiftCard && (
        <p className="order-summary__gift-card" data-testid="order-summary-gift-card-recipient">
          {giftCardRecipientLine(order)}
        </p>
      )}

      <dl
        id={detailsId}
        className="order-summary__details"
        hidden={!expanded}
        data-testid={`order-summary-details-${orderIndex}`}
      >
        {main && <Row label={main.product.name} value={formatPence(main.price)} testId="main" />}
        {card && (
          <Row
            label={cardLabel(card)}
            value={formatPriceOrFree(card.price)}
            testId="card"
            note={card.message.trim() === '' ? undefined : `“${messagePreview(card.message)}”`}
            action={
              card.message.trim() !== '' && (
                <CardPreviewButton
                  order={order}
                  orderIndex={orderIndex}
                  message={card.message}
                  areas={personalisationAreas(card.orderItemPersonalisationConfiguration)}
                  hiddenLabel={`the card of order ${orderIndex}`}
                  onEdit={onLeave}
                  readOnly={readOnly}
                  className="order-summary__preview"
                  testId={`order-summary-preview-${orderIndex}`}
                />
              )
            }
          />
        )}
        {addons.map((addon) => (
          <Row
            key={addon.product.id}
            label={addon.product.name}
            value={formatPence(addon.price)}
            testId="addon"
          />
        ))}
        {pot && <Row label={pot.product.name} value={formatPence(pot.price)} testId="pot" />}
        {!order.isGiftCard && (
          <>
            <Row
              label="Recipient"
              value={delivery.recipientName || 'Not yet given'}
              testId="recipient"
            />
            <Row label="Postcode" value={delivery.postcode || 'Not yet given'} testId="postcode" />
            <Row
              label={
                delivery.date
                  ? `${formatOrdinalDate(delivery.date)} by ${delivery.methodName}`
                  : 'Delivery'
              }
              value={formatPriceOrFree(delivery.price)}
              testId="delivery"
            />
          </>
        )}
        <Row
          label="Subtotal"
          value={formatPence(order.subtotal)}
          was={
            order.originalPrice > order.total
              ? formatPence(order.originalPrice - delivery.price)
              : undefined
          }
          testId="subtotal"
        />
        <Row label="Total" value={formatPence(order.total)} testId="total" strong />
      </dl>
      <SavedLine
        amount={order.originalPrice - order.total}
        testId={`order-summary-saved-${orderIndex}`}
      />
      {children}
    </article>
  );
}

/** Where a gift card order goes: 'Emailed to Ada <ada@example.com> on 5th June'. */
export function giftCardRecipientLine(order: CheckoutOrder): string {
  const recipient = order.giftCardRecipient;
  if (!recipient) return 'Gift card recipient: not yet given';
  const to = `Emailed to ${recipient.recipientName} <${recipient.recipientEmail}>`;
  return recipient.sendDate
    ? `${to} on ${formatOrdinalDate(recipient.sendDate)}`
    : `${to} when you pay`;
}

function Row({
  label,
  value,
  note,
  action,
  was,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  /** The value before a discount, struck through beside it. */
  was?: string;
  note?: string;
  /** A control beside the note, such as the card's Preview. */
  action?: ReactNode;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`order-summary__row${strong ? ' order-summary__row--strong' : ''}`}
      data-testid={`order-summary-${testId}`}
    >
      <dt>
        {label}
        {note && (
          <span className="order-summary__note" data-testid="order-summary-message">
            {note}
          </span>
        )}
        {action}
      </dt>
      <dd>
        {was && (
          <>
            <PriceBeforeDiscount value={was} testId={`order-summary-${testId}-was`} />{' '}
          </>
        )}
        {value}
      </dd>
    </div>
  );
}
