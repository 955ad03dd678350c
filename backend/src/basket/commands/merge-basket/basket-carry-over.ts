import { Injectable } from '@nestjs/common';
import { basketStreamId, type BasketEvent } from '@shop/contracts';
import { EventStore } from '../../../platform/event-store/event-store';
import { CardImageService } from '../../personalisation/card-image.service';
import { evolve, initialState } from '../../domain/basket.evolve';
import type { BasketState } from '../../domain/basket.state';
import { BasketCommandRunner } from '../basket-command-runner';
import type { CommandContext } from '../command-context';
import { customerDetailsFor } from '../customer-prefill';

/**
 * Which basket a customer works on after signing in (accounts' sign-in asks): the guest basket
 * carries over; when the customer left a basket with orders on an earlier visit, that one's
 * orders join it (`MergeBasket`: recorded as basket events), or, when the guest basket is empty,
 * the customer simply carries on with their earlier basket. Paid or paying baskets stay as they
 * are.
 */
@Injectable()
export class BasketCarryOver {
  constructor(
    private readonly store: EventStore,
    private readonly runner: BasketCommandRunner,
    private readonly cardImages: CardImageService,
  ) {}

  async basketAfterSignIn(
    guestBasketId: string,
    earlierBasketId: string | null,
    context: CommandContext,
  ): Promise<string> {
    const basketId = await this.chooseBasket(guestBasketId, earlierBasketId, context);
    await this.fillCustomerDetails(basketId, context);
    return basketId;
  }

  /**
   * The basket for a customer signing in over ANOTHER customer's session (a sign-in link opened
   * in a browser someone else is signed in on): nothing of that session's basket comes along,
   * or it would become both customers'. Their own earlier basket while it is open with orders;
   * null: a new, empty one.
   */
  async ownBasketOf(earlierBasketId: string | null): Promise<string | null> {
    if (!earlierBasketId) return null;
    const { state } = await this.recorded(earlierBasketId);
    return isOpenWithOrders(state) ? earlierBasketId : null;
  }

  /** The events of basket `basketId`, as recorded, and the state they fold to. */
  private async recorded(basketId: string) {
    const read = await this.store.readStream<BasketEvent>(basketStreamId(basketId));
    const events = read.map(({ type, data }) => ({ type, data }) as BasketEvent);
    return { events, state: events.reduce(evolve, initialState) };
  }

  /**
   * A basket with orders but no customer details gets the signed-in customer's (`context`'s
   * session carries them): the checkout's 'name and email' warning is for guests only.
   */
  private async fillCustomerDetails(basketId: string, context: CommandContext): Promise<void> {
    const state = await this.runner.state(context, basketId);
    if (state.orders.size === 0 || state.customer || state.placed || state.payment) return;
    const [given] = customerDetailsFor(state, context.session);
    if (given?.type !== 'CustomerDetailsGiven') return;
    await this.runner.run({ type: 'GiveCustomerDetails', data: given.data }, context, {
      basketId,
    });
  }

  private async chooseBasket(
    guestBasketId: string,
    earlierBasketId: string | null,
    context: CommandContext,
  ): Promise<string> {
    if (!earlierBasketId || earlierBasketId === guestBasketId) return guestBasketId;
    const { events: earlierEvents, state: earlier } = await this.recorded(earlierBasketId);
    if (!isOpenWithOrders(earlier)) return guestBasketId;
    const guest = await this.runner.state(context, guestBasketId);
    if (guest.placed || guest.payment) return guestBasketId;
    if (guest.orders.size === 0) return earlierBasketId;
    await this.runner.run(
      { type: 'MergeBasket', data: { fromBasketId: earlierBasketId, events: earlierEvents } },
      context,
      { basketId: guestBasketId },
    );
    // The merged orders' cards keep their photos: those belong to this basket now.
    await this.cardImages.moveTo(earlierBasketId, guestBasketId);
    return guestBasketId;
  }
}

const isOpenWithOrders = (state: BasketState): boolean =>
  !state.placed && !state.payment && state.orders.size > 0;
