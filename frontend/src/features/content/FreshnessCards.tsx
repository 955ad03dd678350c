import type { FreshnessCard } from '@shop/contracts';
import { useId, useState } from 'react';
import './freshness-cards.css';

/** Card pictures are the catalogue's square pictures. */
export const FRESHNESS_PICTURE_SIZE = 586;

/** '7 days', '1 day'. */
export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** `/freshness-guarantee`: a card per flower, its days on show and why behind a disclosure. */
export function FreshnessCards({ cards }: { cards: FreshnessCard[] }) {
  const id = useId();
  return (
    <section className="freshness-cards" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        How long each flower is guaranteed
      </h2>
      <ul className="freshness-cards__list">
        {cards.map((card, index) => (
          <li key={card.flower}>
            <FreshnessCardItem card={card} panelId={`${id}-card-${index}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FreshnessCardItem({ card, panelId }: { card: FreshnessCard; panelId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <article className="freshness-card" data-testid="freshness-card">
      <img
        className="freshness-card__picture"
        src={card.image.src}
        alt={card.image.alt}
        width={FRESHNESS_PICTURE_SIZE}
        height={FRESHNESS_PICTURE_SIZE}
        loading="lazy"
        decoding="async"
      />
      <h3 className="freshness-card__title">
        <button
          type="button"
          className="freshness-card__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          data-testid="freshness-card-toggle"
        >
          <span className="freshness-card__flower">{card.flower}</span>
          <span className="freshness-card__days">
            <span className="visually-hidden">, fresh for </span>
            {daysText(card.days)}
          </span>
          <span className="freshness-card__chevron" aria-hidden="true" />
        </button>
      </h3>
      <p id={panelId} className="freshness-card__description" hidden={!open}>
        {card.description}
      </p>
    </article>
  );
}
