import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { PeriodicJob } from '../../platform/scheduling/periodic-job';
import { CheckoutStateQueries } from '../projections/checkout-state/checkout-state.queries';
import { CardImageService } from './card-image.service';
import {
  CARD_IMAGE_FIRST_SWEEP_MS,
  CARD_IMAGE_KEEP_UNUSED_MS,
  CARD_IMAGE_SWEEP_EVERY_MS,
} from './card-image-limits';

/** Idle photos looked at, and deleted, per statement. */
const SWEEP_PAGE = 200;

/**
 * Deletes card photos no order's card shows once they have been neither uploaded nor chosen for
 * a day (docs/basket.md "Card photos"). Runs a minute after start-up and then every hour on each
 * instance; several instances sweeping at once delete each photo once.
 */
@Injectable()
export class CardImageSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job = new PeriodicJob(
    CardImageSweep.name,
    () => this.run(),
    { firstAfterMs: CARD_IMAGE_FIRST_SWEEP_MS, everyMs: CARD_IMAGE_SWEEP_EVERY_MS },
    (deleted) => `Deleted ${deleted} card photos no order uses`,
  );

  constructor(
    private readonly images: CardImageService,
    private readonly checkoutState: CheckoutStateQueries,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /**
   * Deletes the photos unused for a day by the clock's now; answers how many. A call while a
   * sweep runs joins that sweep.
   */
  sweep(): Promise<number> {
    return this.job.run();
  }

  private async run(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - CARD_IMAGE_KEEP_UNUSED_MS);
    let inUse: Set<string> | null = null;
    let after: string | null = null;
    let deleted = 0;
    for (;;) {
      const idle = await this.images.idleSince(before, after, SWEEP_PAGE);
      if (idle.length === 0) break;
      // Read only when something is idle: most sweeps find nothing and read no basket. A photo
      // chosen after this read is no longer idle, and `deleteIdle` checks that again.
      inUse ??= await this.checkoutState.cardImageIdsInUse();
      const shown = inUse;
      deleted += await this.images.deleteIdle(
        idle.filter((id) => !shown.has(id)),
        before,
      );
      if (idle.length < SWEEP_PAGE) break;
      after = idle[idle.length - 1];
    }
    return deleted;
  }
}
