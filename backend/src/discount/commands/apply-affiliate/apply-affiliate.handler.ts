import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DiscountState } from '@shop/contracts';
import { DiscountApplication } from '../../discount-application.service';
import { ApplyAffiliate } from './apply-affiliate.command';

@CommandHandler(ApplyAffiliate)
export class ApplyAffiliateHandler implements ICommandHandler<ApplyAffiliate> {
  constructor(private readonly discounts: DiscountApplication) {}

  execute({ affiliateId, context }: ApplyAffiliate): Promise<DiscountState> {
    return this.discounts.applyAffiliate(affiliateId, context);
  }
}
