import { GetLandingModulesController } from './get-landing-modules/get-landing-modules.controller';
import { GetLandingModulesHandler } from './get-landing-modules/get-landing-modules.handler';
import { GetLandingPageController } from './get-landing-page/get-landing-page.controller';
import { GetLandingPageHandler } from './get-landing-page/get-landing-page.handler';
import { GetNavigationController } from './get-navigation/get-navigation.controller';
import { GetNavigationHandler } from './get-navigation/get-navigation.handler';

/**
 * Every content route. `landing-page/modules/:id` has two segments, so it never meets
 * `landing-page/:id`; `landing-page/header` is the catalogue's and is registered first, because
 * the app module lists the catalogue before the content module (content.int.spec.ts checks).
 */
export const CONTENT_QUERY_CONTROLLERS = [
  GetLandingModulesController,
  GetLandingPageController,
  GetNavigationController,
];

/** Every content query handler, spread into the module's providers. */
export const CONTENT_QUERY_HANDLERS = [
  GetLandingModulesHandler,
  GetLandingPageHandler,
  GetNavigationHandler,
];
