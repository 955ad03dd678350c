import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TrackingRequest } from '@shop/contracts';
import { BasketCommandRunner } from '../../../basket';
import { TrackAffiliate } from './track-affiliate.command';

@CommandHandler(TrackAffiliate)
export class TrackAffiliateHandler implements ICommandHandler<TrackAffiliate> {
  constructor(private readonly runner: BasketCommandRunner) {}

  async execute({ tracking, context }: TrackAffiliate): Promise<TrackingRequest> {
    await this.runner.run({ type: 'TrackAffiliate', data: tracking }, context);
    return tracking;
  }
}
