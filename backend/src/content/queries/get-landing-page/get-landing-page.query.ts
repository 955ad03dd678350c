import { Query } from '@nestjs/cqrs';
import type { LandingPage, LandingPageParams } from '@shop/contracts';

/** A landing page's head, heading and flags. */
export class GetLandingPage extends Query<LandingPage> {
  constructor(readonly params: LandingPageParams) {
    super();
  }
}
