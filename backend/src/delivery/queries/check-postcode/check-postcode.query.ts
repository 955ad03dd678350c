import { Query } from '@nestjs/cqrs';
import type { PostcodeCheckParams, PostcodeCheckResponse } from '@shop/contracts';

/** Whether a delivery method reaches a postcode (docs/rules-checkout.md "Calls"). */
export class CheckPostcode extends Query<PostcodeCheckResponse> {
  constructor(readonly params: PostcodeCheckParams) {
    super();
  }
}
