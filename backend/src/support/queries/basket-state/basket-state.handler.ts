import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { emptyCheckoutState, type SupportBasketStateResponse } from '@shop/contracts';
import { foldCheckoutState } from '../../../basket';
import { DomainError } from '../../../platform/domain-error';
import { diffCheckout } from '../../domain/checkout-diff';
import { SUPPORT_REQUEST_MESSAGES } from '../../domain/support.messages';
import { BasketHistoryQueries } from '../../projections/basket-history/basket-history.queries';
import { BasketState } from './basket-state.query';

/** Folds the basket's events with the live projection's own code, up to the version asked for. */
@QueryHandler(BasketState)
export class BasketStateHandler implements IQueryHandler<BasketState> {
  constructor(private readonly history: BasketHistoryQueries) {}

  async execute({ basketId, version: asked }: BasketState): Promise<SupportBasketStateResponse> {
    const events = await this.history.events(basketId);
    const currentVersion = events.length;
    const version = asked ?? currentVersion;
    if (version > currentVersion) {
      throw new DomainError(SUPPORT_REQUEST_MESSAGES.versionRange(currentVersion), 400);
    }
    const state = foldCheckoutState(events.slice(0, version));
    const previous = version >= 2 ? foldCheckoutState(events.slice(0, version - 1)) : null;
    const changes = version === 0 ? [] : diffCheckout(previous ?? emptyCheckoutState(), state);
    return { basketId, version, currentVersion, state, previous, changes };
  }
}
