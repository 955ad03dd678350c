import { Query } from '@nestjs/cqrs';
import type { PostcodeCheckParams, PostcodeCheckResponse } from '@shop/contracts';

/** Whether a delivery method reaches a postcode (spec 000 §7). */
export class CheckPostcode extends Query<PostcodeCheckResponse> {
  constructor(readonly params: PostcodeCheckParams) {
    super();
  }
}
