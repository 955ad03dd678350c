import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PointsAtCheckout } from '../points-at-checkout.service';
import { RedeemPoints } from './redeem-points.command';

@CommandHandler(RedeemPoints)
export class RedeemPointsHandler implements ICommandHandler<RedeemPoints> {
  constructor(private readonly points: PointsAtCheckout) {}

  execute({ context }: RedeemPoints): Promise<void> {
    return this.points.redeem(context);
  }
}
