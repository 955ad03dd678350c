import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DiscountState } from '@shop/contracts';
import { DiscountApplication } from '../../discount-application.service';
import { RemoveDiscountCode } from './remove-discount.command';

@CommandHandler(RemoveDiscountCode)
export class RemoveDiscountCodeHandler implements ICommandHandler<RemoveDiscountCode> {
  constructor(private readonly discounts: DiscountApplication) {}

  execute({ context }: RemoveDiscountCode): Promise<DiscountState> {
    return this.discounts.remove(context);
  }
}
