import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { emptyCheckoutState, type SupportBasketStateResponse } from '@shop/contracts';
import { diffCheckout } from '../../domain/checkout-diff';
import { BasketReplayQueries } from '../../projections/basket-replay/basket-replay.queries';
import { BasketState } from './basket-state.query';

/** Replays the basket's events with the live projection's own code, up to the version asked for. */
@QueryHandler(BasketState)
export class BasketStateHandler implements IQueryHandler<BasketState> {
  constructor(private readonly replay: BasketReplayQueries) {}

  async execute({ basketId, version: asked }: BasketState): Promise<SupportBasketStateResponse> {
    const { version, currentVersion, state, previous } = await this.replay.at(basketId, asked);
    const changes = version === 0 ? [] : diffCheckout(previous ?? emptyCheckoutState(), state);
    return { basketId, version, currentVersion, state, previous, changes };
  }
}
