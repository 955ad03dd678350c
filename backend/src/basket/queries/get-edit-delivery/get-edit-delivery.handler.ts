import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EditDeliveryResponse } from '@shop/contracts';
import { CatalogueService } from '../../../catalogue';
import { basketStreamOf } from '../../domain/basket-stream';
import { CheckoutStateQueries } from '../../projections/checkout-state/checkout-state.queries';
import { GetEditDelivery } from './get-edit-delivery.query';

@QueryHandler(GetEditDelivery)
export class GetEditDeliveryHandler implements IQueryHandler<GetEditDelivery> {
  constructor(
    private readonly checkoutState: CheckoutStateQueries,
    private readonly catalogue: CatalogueService,
  ) {}

  async execute({ session, orderIndex }: GetEditDelivery): Promise<EditDeliveryResponse> {
    const order = await this.checkoutState.orderAt(basketStreamOf(session), orderIndex);
    const product = (await this.catalogue.snapshot()).productsById.get(
      order.orderItems[0].product.id,
    );
    return {
      order,
      productId: order.orderItems[0].product.id,
      delivery: { date: order.orderDelivery.date, methodId: order.orderDelivery.methodId },
      isAvailableProduct: Boolean(product?.available),
    };
  }
}
