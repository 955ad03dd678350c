import { deferredPart } from '../ui/deferred-part';
// Their styles stay with the frame's, in the page's <head>: the server-rendered parts are drawn
// styled before their code arrives.
import './app-banner.css';
import './payment-badges.css';
import './site-footer.css';

export const DeferredAppBanner = deferredPart('.app-banner', () =>
  import('./AppBanner').then((module) => module.AppBanner),
);

export const DeferredSiteFooter = deferredPart('.site-footer', () =>
  import('./SiteFooter').then((module) => module.SiteFooter),
);
