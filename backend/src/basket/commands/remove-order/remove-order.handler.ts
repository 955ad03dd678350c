import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BasketCommandRunner } from '../basket-command-runner';
import { RemoveOrder } from './remove-order.command';

@CommandHandler(RemoveOrder)
export class RemoveOrderHandler implements ICommandHandler<RemoveOrder> {
  constructor(private readonly runner: BasketCommandRunner) {}

  async execute({ orderId, context }: RemoveOrder): Promise<void> {
    await this.runner.run({ type: 'RemoveOrder', data: { orderId } }, context);
  }
}
