import type { CheckoutOrder, PersonalisationArea } from '@shop/contracts';
import { mainItem } from './order-items';
import { CardPreviewAreas } from './CardPreviewAreas';

/**
 * Greetings cards are the products of the 'Cards' distributor (docs/business-rules.md
 * "Catalogue seed").
 */
export const GREETINGS_CARD_DISTRIBUTOR = 'Cards';

export const isGreetingsCard = (order: CheckoutOrder) =>
  mainItem(order)?.product.distributor === GREETINGS_CARD_DISTRIBUTOR;

/**
 * The front of the card: a greetings card's own picture; for a card sent with flowers or a gift,
 * the shop's front of that size. Personalised areas are laid over it as filled so far.
 */
export function CardPreviewFront({
  order,
  areas,
}: {
  order: CheckoutOrder;
  areas: readonly PersonalisationArea[];
}) {
  const main = mainItem(order);
  const greetings = isGreetingsCard(order) && main;
  return (
    <div
      className={`card-preview__front${greetings ? '' : ' card-preview__front--posy'}`}
      data-testid="card-preview-front"
    >
      {greetings ? (
        <img
          className="card-preview__art"
          src={main.product.image}
          alt={`The front of the ${main.product.name}`}
        />
      ) : (
        <PosyFront />
      )}
      {areas.length > 0 && <CardPreviewAreas areas={areas} />}
    </div>
  );
}

/** Three stems tied with a ribbon above the shop's name, drawn in the shop's colours. */
function PosyFront() {
  return (
    <div className="card-preview__posy">
      <svg viewBox="0 0 120 120" width="96" height="96" aria-hidden="true" focusable="false">
        <g stroke="#1f4d3a" strokeWidth="3" strokeLinecap="round" fill="none">
          <path d="M60 112 C58 88 50 70 38 50" />
          <path d="M60 112 C60 86 60 66 60 42" />
          <path d="M60 112 C62 88 70 70 82 50" />
          <path d="M50 78 C42 74 36 76 32 82 C40 84 46 82 50 78" fill="#e3ece5" />
          <path d="M70 84 C78 78 86 80 90 86 C82 88 76 88 70 84" fill="#e3ece5" />
        </g>
        <circle cx="38" cy="42" r="12" fill="#f4d8d2" />
        <circle cx="60" cy="32" r="14" fill="#e8a598" />
        <circle cx="82" cy="42" r="12" fill="#f4d8d2" />
        <circle cx="38" cy="42" r="4" fill="#f6c945" />
        <circle cx="60" cy="32" r="5" fill="#f6c945" />
        <circle cx="82" cy="42" r="4" fill="#f6c945" />
        <path d="M52 94 L60 90 L68 94 L64 102 L60 96 L56 102 Z" fill="#a3261b" />
      </svg>
      <span className="card-preview__wordmark">Posy</span>
    </div>
  );
}
