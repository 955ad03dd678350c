import { Query } from '@nestjs/cqrs';
import type { LandingModule, LandingPageParams } from '@shop/contracts';

/** A landing page's modules in display order, product modules with today's products. */
export class GetLandingModules extends Query<LandingModule[]> {
  constructor(readonly params: LandingPageParams) {
    super();
  }
}
