import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { type SupportBasketStateResponse, emptyCheckoutState } from '@shop/contracts';
import { foldCheckoutState } from '../../basket';
import { DomainError } from '../../platform/domain-error';
import { parseBasketId } from '../basket-id';
import { BasketHistory } from '../history/basket-history';
import { SupportStaffGuard } from '../staff/support-staff.guard';
import { BasketStateQuery } from './basket-state.dto';
import { diffCheckout } from './checkout-diff';

/** Replay: the checkout state at any version, folded by the live projection's own code. */
@Controller('support/baskets')
@UseGuards(SupportStaffGuard)
export class BasketReplayController {
  constructor(private readonly history: BasketHistory) {}

  @Get(':id/state')
  async state(
    @Param('id') id: string,
    @Query() query: BasketStateQuery,
  ): Promise<SupportBasketStateResponse> {
    const basketId = parseBasketId(id);
    const events = await this.history.events(basketId);
    const currentVersion = events.length;
    const version = query.version === undefined ? currentVersion : Number(query.version);
    if (version > currentVersion) {
      throw new DomainError(`version must be a whole number from 0 to ${currentVersion}`, 400);
    }
    const state = foldCheckoutState(events.slice(0, version));
    const previous = version >= 2 ? foldCheckoutState(events.slice(0, version - 1)) : null;
    const changes = version === 0 ? [] : diffCheckout(previous ?? emptyCheckoutState(), state);
    return { basketId, version, currentVersion, state, previous, changes };
  }
}
