import { Command } from '@nestjs/cqrs';
import type { TrackingRequest } from '@shop/contracts';
import type { CommandContext } from '../../../basket';

/** Who sent the shopper (`awc`, `aff`): kept with their basket, so its orders carry it. */
export class TrackAffiliate extends Command<TrackingRequest> {
  constructor(
    readonly tracking: { affiliateWindowId: string | null; affiliateId: string | null },
    readonly context: CommandContext,
  ) {
    super();
  }
}
