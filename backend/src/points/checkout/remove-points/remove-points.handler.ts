import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PointsAtCheckout } from '../points-at-checkout.service';
import { RemovePoints } from './remove-points.command';

@CommandHandler(RemovePoints)
export class RemovePointsHandler implements ICommandHandler<RemovePoints> {
  constructor(private readonly points: PointsAtCheckout) {}

  execute({ context }: RemovePoints): Promise<void> {
    return this.points.remove(context);
  }
}
