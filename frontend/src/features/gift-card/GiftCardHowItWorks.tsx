import { useId } from 'react';
import { CalendarHeartIcon, GiftIcon, HeartHandIcon, LeafIcon } from '../../ui/feature-icons';
import './gift-card-info.css';

const STEPS = [
  {
    title: 'Choose an amount',
    text: 'Pick one of our amounts, or enter your own from £5 to £250.',
  },
  {
    title: 'Check out securely',
    text: 'Pay by card, PayPal, Apple Pay or Google Pay, or use your Posy Points.',
  },
  {
    title: 'We email the gift card',
    text: 'Its code arrives by email as soon as your order is paid, ready to pass on.',
  },
  {
    title: 'They choose their gift',
    text: 'Flowers, plants, hampers or cards: whatever they would love from Posy.',
  },
] as const;

const BENEFITS = [
  {
    icon: CalendarHeartIcon,
    title: 'Valid for 2 years',
    text: 'Plenty of time to find the right gift.',
  },
  {
    icon: LeafIcon,
    title: 'Spend it bit by bit',
    text: 'Whatever is not spent stays on the card for next time.',
  },
  {
    icon: GiftIcon,
    title: 'Works with other payments',
    text: 'Pay any difference by card, PayPal, Apple Pay or Google Pay.',
  },
  {
    icon: HeartHandIcon,
    title: 'Pay with Posy Points',
    text: 'Your Posy Points can pay for a gift card.',
  },
] as const;

/** How buying and spending a gift card works, and why it makes a good present. */
export function GiftCardHowItWorks() {
  const stepsId = useId();
  const benefitsId = useId();
  return (
    <>
      <section className="gift-card-steps" aria-labelledby={stepsId} data-testid="gift-card-steps">
        <h2 id={stepsId} className="gift-card-section__title">
          How it works
        </h2>
        <ol className="gift-card-steps__list">
          {STEPS.map((step, index) => (
            <li key={step.title} className="gift-card-steps__step">
              <span className="gift-card-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="gift-card-steps__title">{step.title}</h3>
              <p className="gift-card-steps__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section
        className="gift-card-benefits"
        aria-labelledby={benefitsId}
        data-testid="gift-card-benefits"
      >
        <h2 id={benefitsId} className="gift-card-section__title">
          Why give a Posy gift card
        </h2>
        <ul className="gift-card-benefits__list">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="gift-card-benefits__item">
              <Icon className="gift-card-benefits__icon" width={28} height={28} />
              <h3 className="gift-card-benefits__title">{title}</h3>
              <p className="gift-card-benefits__text">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
