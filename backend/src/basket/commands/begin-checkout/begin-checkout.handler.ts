import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { basketStreamOf } from '../../domain/basket-stream';
import { CheckoutStateQueries } from '../../projections/checkout-state/checkout-state.queries';
import { BasketCommandRunner } from '../basket-command-runner';
import { BeginCheckout } from './begin-checkout.command';

@CommandHandler(BeginCheckout)
export class BeginCheckoutHandler implements ICommandHandler<BeginCheckout> {
  constructor(
    private readonly runner: BasketCommandRunner,
    private readonly checkoutState: CheckoutStateQueries,
  ) {}

  async execute({ context }: BeginCheckout): Promise<void> {
    const state = await this.checkoutState.forStream(basketStreamOf(context.session));
    await this.runner.run(
      { type: 'BeginCheckout', data: { total: state.purchase.total } },
      context,
    );
  }
}
