import { Injectable } from '@nestjs/common';
import type { CheckoutOrder } from '@shop/contracts';
import { CatalogueService, CATALOGUE_MESSAGES, type ProductEntity } from '../../catalogue';
import { DomainError } from '../../platform/domain-error';
import { basketStreamOf } from '../domain/basket-stream';
import { CheckoutStateQueries } from '../projections/checkout-state/checkout-state.queries';
import type { CommandContext } from './command-context';

/** The order a checkout command names by its position, and the catalogue product it is for. */
@Injectable()
export class OrderLookupService {
  constructor(
    private readonly checkoutState: CheckoutStateQueries,
    private readonly catalogue: CatalogueService,
  ) {}

  /** The session's order at a 1-based index, or a 404 when its basket has none. */
  orderAt(context: CommandContext, orderIndex: number): Promise<CheckoutOrder> {
    return this.checkoutState.orderAt(basketStreamOf(context.session), orderIndex);
  }

  /** The catalogue's product of the order's main item, or a 404 when it has gone. */
  async mainProductOf(order: CheckoutOrder): Promise<ProductEntity> {
    const product = (await this.catalogue.snapshot()).productsById.get(
      order.orderItems[0].product.id,
    );
    if (!product) throw new DomainError(CATALOGUE_MESSAGES.productNotFound, 404);
    return product;
  }
}
