import { useId, useState } from 'react';
import { GIFT_CARD_FAQ } from './gift-card-faq';
import './gift-card-info.css';

/** Questions about gift cards as an accordion: each answer opens and closes on its own. */
export function GiftCardFaq() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;

  const toggle = (index: number) => {
    const next = new Set(open);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    setOpen(next);
  };

  return (
    <section className="gift-card-faq" aria-labelledby={headingId} data-testid="gift-card-faq">
      <h2 id={headingId} className="gift-card-section__title">
        Gift card questions
      </h2>
      <div className="gift-card-faq__list">
        {GIFT_CARD_FAQ.map((item, index) => {
          const expanded = open.has(index);
          const answerId = `${idPrefix}-answer-${index}`;
          return (
            <div key={item.question} className="gift-card-faq__item">
              <h3 className="gift-card-faq__question">
                <button
                  type="button"
                  className="gift-card-faq__toggle"
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  data-testid={`gift-card-faq-toggle-${index}`}
                  onClick={() => toggle(index)}
                >
                  {item.question}
                  <span className="gift-card-faq__sign" aria-hidden="true">
                    {expanded ? '−' : '+'}
                  </span>
                </button>
              </h3>
              <div
                id={answerId}
                className="gift-card-faq__answer"
                hidden={!expanded}
                data-testid={`gift-card-faq-answer-${index}`}
              >
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
