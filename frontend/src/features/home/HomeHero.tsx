import { Link } from '@tanstack/react-router';
import { PAGES } from '../../layout/site-links';
import { TruckIcon } from '../../ui/icons';
import { BouquetArt } from './BouquetArt';

export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title" data-testid="home-hero">
      <div className="home-hero__copy">
        <p className="home-hero__eyebrow">Fresh from our florists</p>
        <h1 id="home-hero-title" className="home-hero__title">
          Flowers from £20.50 with a free personal card
        </h1>
        <p className="home-hero__delivery" data-testid="home-hero-delivery">
          <TruckIcon />
          <span>Next-day delivery when ordered by 5pm</span>
        </p>
        <div className="home-hero__actions">
          <Link
            to={PAGES.flowers}
            className="button button--primary"
            data-testid="home-shop-flowers"
          >
            Shop flowers
          </Link>
          <Link
            to={PAGES.giftCard}
            className="button button--secondary"
            data-testid="home-shop-gift-cards"
          >
            Send a gift card
          </Link>
        </div>
      </div>
      <BouquetArt className="home-hero__art" />
    </section>
  );
}
