import { deferredPart, nearScreen } from '../ui/deferred-part';
// Their styles stay with the frame's, in the page's <head>: the server-rendered parts are drawn
// styled before their code arrives.
import './app-banner.css';
import './payment-badges.css';
import './site-footer.css';

export const DeferredAppBanner = deferredPart('.app-banner', nearScreen, () =>
  import('./AppBanner').then((module) => module.AppBanner),
);

export const DeferredSiteFooter = deferredPart('.site-footer', nearScreen, () =>
  import('./SiteFooter').then((module) => module.SiteFooter),
);
