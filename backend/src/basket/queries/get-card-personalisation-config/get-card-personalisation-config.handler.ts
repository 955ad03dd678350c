import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DEFAULT_PERSONALISATION, type CardPersonalisationConfigResponse } from '@shop/contracts';
import { CatalogueService } from '../../../catalogue';
import { basketStreamOf } from '../../domain/basket-stream';
import { CheckoutStateQueries } from '../../projections/checkout-state/checkout-state.queries';
import { GetCardPersonalisationConfig } from './get-card-personalisation-config.query';

@QueryHandler(GetCardPersonalisationConfig)
export class GetCardPersonalisationConfigHandler implements IQueryHandler<GetCardPersonalisationConfig> {
  constructor(
    private readonly checkoutState: CheckoutStateQueries,
    private readonly catalogue: CatalogueService,
  ) {}

  async execute({
    session,
    orderIndex,
  }: GetCardPersonalisationConfig): Promise<CardPersonalisationConfigResponse> {
    const order = await this.checkoutState.orderAt(basketStreamOf(session), orderIndex);
    const main = order.orderItems[0];
    const product = (await this.catalogue.snapshot()).productsById.get(main.product.id);
    const holder = order.orderItems.find((item) => item.card) ?? main;
    const isPersonalisable = Boolean(product?.isPersonalisable);
    return {
      product: {
        id: main.product.id,
        name: main.product.name,
        isPersonalisable,
        configuration:
          holder.orderItemPersonalisationConfiguration ??
          (isPersonalisable ? DEFAULT_PERSONALISATION : null),
      },
    };
  }
}
