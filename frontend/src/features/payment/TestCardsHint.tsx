import { TEST_CARDS } from './card-rules';

/** The documented test cards, behind a disclosure: this shop runs the test payment provider. */
export function TestCardsHint() {
  return (
    <details className="test-cards" data-testid="test-cards">
      <summary>Test cards you can use</summary>
      <p className="test-cards__intro">
        Any expiry date in the future, any 3-digit security code and any name will do.
      </p>
      <ul className="test-cards__list">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="test-cards__number">{card.number}</span>
            <span>{card.outcome}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
