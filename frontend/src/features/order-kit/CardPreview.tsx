import type { CheckoutOrder, PersonalisationArea } from '@shop/contracts';
import { cardItem, cardLabel, cardSize, mainItem } from './order-items';
import { CardPreviewFront, isGreetingsCard } from './CardPreviewFront';
import './card-preview.css';

/** Shown inside the card until the shopper has written something. */
export const EMPTY_MESSAGE_PREVIEW = 'Your message will appear here.';

/** The message as it will be printed: typed line endings become line breaks, the ends trimmed. */
export const printedMessage = (message: string) => message.replace(/\r\n?/g, '\n').trim();

export interface CardPreviewProps {
  order: CheckoutOrder;
  /** The message to show: the shopper's draft on the message step, else the saved one. */
  message: string;
  areas: readonly PersonalisationArea[];
  testId?: string;
}

/**
 * docs/rules-checkout.md "Card preview": the card's front and, inside, the message as it will be
 * printed.
 */
export function CardPreview({ order, message, areas, testId = 'card-preview' }: CardPreviewProps) {
  const card = cardItem(order);
  const main = mainItem(order);
  const printed = printedMessage(message);
  const caption =
    isGreetingsCard(order) && main ? main.product.name : card ? cardLabel(card) : 'Standard Card';
  return (
    <figure
      className={`card-preview card-preview--${cardSize(card) ?? 'standard'}`}
      data-testid={testId}
    >
      <div className="card-preview__pages">
        <div className="card-preview__page">
          <span className="card-preview__label">Front</span>
          <CardPreviewFront order={order} areas={areas} />
        </div>
        <div className="card-preview__page">
          <span className="card-preview__label">Inside</span>
          <div className="card-preview__inside">
            <p
              className={`card-preview__message${printed ? '' : ' card-preview__message--empty'}`}
              data-testid={`${testId}-message`}
            >
              {printed || EMPTY_MESSAGE_PREVIEW}
            </p>
          </div>
        </div>
      </div>
      <figcaption className="card-preview__caption" data-testid={`${testId}-caption`}>
        {caption}
      </figcaption>
    </figure>
  );
}
