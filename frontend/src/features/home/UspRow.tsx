import { Link } from '@tanstack/react-router';
import { PAGES } from '../../layout/site-links';
import { GiftIcon, HeartHandIcon, LeafIcon } from '../../ui/icons';

/** The shop's promises (spec 001 §1 marketing claims). */
export function UspRow() {
  return (
    <section className="home-section" aria-labelledby="home-usps-title">
      <h2 id="home-usps-title" className="home-section__title">
        Why send with Posy
      </h2>
      <ul className="usp-row" data-testid="home-usps">
        <li className="usp" data-testid="usp-freshness">
          <LeafIcon className="usp__icon" width="32" height="32" />
          <h3 className="usp__title">7-day freshness guarantee</h3>
          <p className="usp__text">
            If your flowers don’t last a week, we’ll refund or resend.{' '}
            <Link to={PAGES.freshnessGuarantee}>Our freshness guarantee</Link>
          </p>
        </li>
        <li className="usp" data-testid="usp-charity">
          <HeartHandIcon className="usp__icon" width="32" height="32" />
          <h3 className="usp__title">10% of profits to charity each year</h3>
          <p className="usp__text">
            At least a tenth of what we make goes to good causes.{' '}
            <Link to={PAGES.makingADifference}>Making a difference</Link>
          </p>
        </li>
        <li className="usp" data-testid="usp-refer">
          <GiftIcon className="usp__icon" width="32" height="32" />
          <h3 className="usp__title">Refer a friend: £5 of points each</h3>
          <p className="usp__text">
            When a friend you refer places their first order, you both get £5 of Posy Points.{' '}
            <Link to={PAGES.referAFriend}>Refer a friend</Link>
          </p>
        </li>
      </ul>
    </section>
  );
}
