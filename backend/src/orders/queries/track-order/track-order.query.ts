import { Query } from '@nestjs/cqrs';
import type { TrackingResponse } from '@shop/contracts';

/** Where an order is, for whoever has its tracking number and delivery postcode. */
export class TrackOrder extends Query<TrackingResponse> {
  constructor(
    readonly postcode: string,
    readonly trackingNumber: string,
  ) {
    super();
  }
}
