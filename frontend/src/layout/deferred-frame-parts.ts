import { deferredPart } from '../ui/deferred-part';
import { firstTouch } from '../ui/first-touch';
// Their styles stay with the frame's, in the page's <head>: the server-rendered parts are drawn
// styled before their code arrives.
import '../features/search/search-box.css';
import '../ui/payment-badges.css';
import './app-banner.css';
import './site-footer.css';
import './trust-strip.css';

export const DeferredAppBanner = deferredPart('.app-banner', () =>
  import('./AppBanner').then((module) => module.AppBanner),
);

export const DeferredSiteFooter = deferredPart('.site-footer', () =>
  import('./SiteFooter').then((module) => module.SiteFooter),
);

/** Words and two links: its code waits for the shopper to point at or focus it. */
export const DeferredTrustStrip = deferredPart(
  '.trust-strip',
  () => import('./TrustStrip').then((module) => module.TrustStrip),
  firstTouch,
);

/**
 * The header's search box: until the shopper points at or focuses it, the server's form works
 * as a plain form (typing, Enter searches); what is typed meanwhile is kept as it hydrates.
 */
export const DeferredHeaderSearch = deferredPart(
  '.site-header__search',
  () => import('./HeaderSearch').then((module) => module.HeaderSearch),
  firstTouch,
);
