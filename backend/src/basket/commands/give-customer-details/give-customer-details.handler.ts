import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BasketCommandRunner } from '../basket-command-runner';
import { GiveCustomerDetails } from './give-customer-details.command';

@CommandHandler(GiveCustomerDetails)
export class GiveCustomerDetailsHandler implements ICommandHandler<GiveCustomerDetails> {
  constructor(private readonly runner: BasketCommandRunner) {}

  async execute({ data, context }: GiveCustomerDetails): Promise<void> {
    await this.runner.run(
      {
        type: 'GiveCustomerDetails',
        data: {
          name: data.name,
          email: data.email,
          phone: data.phone ?? '',
          mailShot: data.mailShot ?? true,
        },
      },
      context,
    );
  }
}
