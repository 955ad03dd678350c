import { GetContentPageController } from './get-content-page/get-content-page.controller';
import { GetContentPageHandler } from './get-content-page/get-content-page.handler';
import { GetCustomerStoriesController } from './get-customer-stories/get-customer-stories.controller';
import { GetCustomerStoriesHandler } from './get-customer-stories/get-customer-stories.handler';
import { GetJournalPostController } from './get-journal-post/get-journal-post.controller';
import { GetJournalPostHandler } from './get-journal-post/get-journal-post.handler';
import { GetJournalController } from './get-journal/get-journal.controller';
import { GetJournalHandler } from './get-journal/get-journal.handler';
import { GetLandingModulesController } from './get-landing-modules/get-landing-modules.controller';
import { GetLandingModulesHandler } from './get-landing-modules/get-landing-modules.handler';
import { GetLandingPageController } from './get-landing-page/get-landing-page.controller';
import { GetLandingPageHandler } from './get-landing-page/get-landing-page.handler';
import { GetNavigationController } from './get-navigation/get-navigation.controller';
import { GetNavigationHandler } from './get-navigation/get-navigation.handler';
import { GetSitemapController } from './get-sitemap/get-sitemap.controller';
import { GetSitemapHandler } from './get-sitemap/get-sitemap.handler';
import { SitemapFilesController } from './get-sitemap/sitemap-files.controller';

/**
 * Every content route. `landing-page/modules/:id` has two segments, so it never meets
 * `landing-page/:id`; `landing-page/header` is the catalogue's and is registered first, because
 * the app module lists the catalogue before the content module (content.int.spec.ts checks).
 * `sitemap.xml` and `robots.txt` are served outside `/api` (app.factory.ts).
 */
export const CONTENT_QUERY_CONTROLLERS = [
  GetLandingModulesController,
  GetLandingPageController,
  GetNavigationController,
  GetContentPageController,
  GetJournalController,
  GetJournalPostController,
  GetCustomerStoriesController,
  GetSitemapController,
  SitemapFilesController,
];

/** Every content query handler, spread into the module's providers. */
export const CONTENT_QUERY_HANDLERS = [
  GetLandingModulesHandler,
  GetLandingPageHandler,
  GetNavigationHandler,
  GetContentPageHandler,
  GetJournalHandler,
  GetJournalPostHandler,
  GetCustomerStoriesHandler,
  GetSitemapHandler,
];
