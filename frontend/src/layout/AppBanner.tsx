import { PhoneAppIcon } from '../ui/feature-icons';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from './app-store-links';
import './app-banner.css';

/**
 * The app download banner above the footer (docs/rules-storefront.md "What the shop offers",
 * "Header, navigation and favourites").
 */
export function AppBanner() {
  return (
    <section className="app-banner" aria-labelledby="app-banner-title" data-testid="app-banner">
      <div className="app-banner__inner">
        <PhoneAppIcon className="app-banner__icon" width="40" height="40" />
        <div className="app-banner__text">
          <h2 id="app-banner-title" className="app-banner__title">
            Get the Posy app
          </h2>
          <p className="app-banner__lead">
            Order in a few taps, track your deliveries and never miss a birthday with reminders.
          </p>
        </div>
        <ul className="app-banner__stores">
          <li>
            <a
              href={APP_STORE_URL}
              className="app-banner__store"
              rel="noopener noreferrer"
              data-testid="app-banner-app-store"
            >
              App Store
            </a>
          </li>
          <li>
            <a
              href={GOOGLE_PLAY_URL}
              className="app-banner__store"
              rel="noopener noreferrer"
              data-testid="app-banner-google-play"
            >
              Google Play
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
