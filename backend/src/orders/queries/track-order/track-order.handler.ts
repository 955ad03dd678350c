import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TRACKING_MESSAGES, type TrackingResponse } from '@shop/contracts';
import { DomainError } from '../../../platform/domain-error';
import { TRACKING_NUMBER_FORMAT } from '../../domain/order-numbers';
import { parsePostcode } from '../../../delivery-rules';
import { timelineOf } from '../../domain/order-status';
import { OrderDocumentsQueries } from '../../projections/order-documents.queries';
import { TrackOrder } from './track-order.query';

@QueryHandler(TrackOrder)
export class TrackOrderHandler implements IQueryHandler<TrackOrder> {
  constructor(private readonly documents: OrderDocumentsQueries) {}

  /**
   * Both must match: the tracking number alone is not enough, so a number read off a parcel
   * label or guessed tells a stranger nothing. Every mismatch answers the same 404.
   */
  async execute({ postcode, trackingNumber }: TrackOrder): Promise<TrackingResponse> {
    const number = trackingNumber.toUpperCase();
    const found = TRACKING_NUMBER_FORMAT.test(number)
      ? await this.documents.placedOrder(number)
      : null;
    const delivery = found?.order.orderDelivery;
    if (
      !found ||
      found.order.isGiftCard ||
      !delivery ||
      // Recipients' postcodes are recorded normalised (`SW1A 1AA`); the one typed is read alike.
      parsePostcode(postcode)?.postcode !== delivery.postcode
    ) {
      throw new DomainError(TRACKING_MESSAGES.notFound, 404);
    }
    return {
      orderNumber: found.orderNumber,
      trackingNumber: found.trackingNumber,
      productName: found.order.orderItems[0].product.name,
      image: found.order.orderItems[0].product.image,
      recipientName: delivery.recipientName,
      postcode: delivery.postcode,
      deliveryDate: delivery.date,
      methodName: delivery.methodName,
      status: found.status,
      timeline: timelineOf(found.history),
    };
  }
}
