import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BasketCommandRunner } from '../../basket-command-runner';
import { RemoveOrderCommand } from './remove-order.command';

@CommandHandler(RemoveOrderCommand)
export class RemoveOrderHandler implements ICommandHandler<RemoveOrderCommand> {
  constructor(private readonly runner: BasketCommandRunner) {}

  async execute({ orderId, context }: RemoveOrderCommand): Promise<void> {
    await this.runner.run({ type: 'RemoveOrder', data: { orderId } }, context);
  }
}
