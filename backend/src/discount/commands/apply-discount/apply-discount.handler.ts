import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DiscountState } from '@shop/contracts';
import { DiscountApplication } from '../../discount-application.service';
import { ApplyDiscountCode } from './apply-discount.command';

@CommandHandler(ApplyDiscountCode)
export class ApplyDiscountCodeHandler implements ICommandHandler<ApplyDiscountCode> {
  constructor(private readonly discounts: DiscountApplication) {}

  execute({ typed, attempt }: ApplyDiscountCode): Promise<DiscountState> {
    return this.discounts.apply(typed, attempt);
  }
}
