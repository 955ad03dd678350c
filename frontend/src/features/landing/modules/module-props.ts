import type { LandingModule } from '@shop/contracts';
import type { ComponentType } from 'react';

/** The module shape a type names: `'FourProductCarousel'` → `ProductModule`. */
export type ModuleOf<T extends string> = LandingModule extends infer M
  ? M extends LandingModule
    ? T extends M['type']
      ? M
      : never
    : never
  : never;

/**
 * What every module component receives (docs/rules-storefront.md "Landing pages"): its module (id,
 * title, content) and whether the page speaks to a shopper whose session has expired.
 */
export interface ModuleProps<M extends LandingModule = LandingModule> {
  module: M;
  sessionExpired: boolean;
}

/** Loads the code of the component that draws a module of shape `M` (its own chunk). */
export type ModuleLoader<M extends LandingModule = LandingModule> = () => Promise<
  ComponentType<ModuleProps<M>>
>;
