import { Inject, Injectable } from '@nestjs/common';
import { CARD_IMAGE_MESSAGES } from '@shop/contracts';
import { Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { SqlWork } from '../../platform/database/sql-database';
import { SqlDatabase } from '../../platform/database/sql-database';
import { DomainError } from '../../platform/domain-error';
import {
  rateLimitCount,
  takeRateLimits,
  type RateLimitHit,
} from '../../platform/rate-limit/rate-limit';

/** Budgets count kept bytes in KiB, so a whole shop's day fits the counters' integer column. */
const KIB = 1024;
/** The whole shop is one subject. */
const SHOP = 'shop';

/**
 * Byte budgets of kept card photos over a rolling window (docs/basket.md "Card photos"): per client
 * address (`request.ip`, as the other rate limits key addresses) and for the whole shop. Sessions
 * cost nothing to make, so the per-session caps (CardImageService) alone let one connection fill
 * the database; these do not. Counted in `rate_limit_counters`, so every instance on the
 * database spends the same budgets.
 */
@Injectable()
export class CardImageBudgets {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Refuses (429) an upload from `address` when it or the shop has nothing left of its budget:
   * checked before the photo is decoded, so a spent budget costs no decoding. `take` decides.
   */
  async assertRoom(address: string): Promise<void> {
    const now = this.clock.now();
    const [byAddress, byShop] = this.hits(address, 1);
    if ((await rateLimitCount(this.sql, byAddress, now)) >= byAddress.rule.max) {
      throw new DomainError(CARD_IMAGE_MESSAGES.addressBudget, 429);
    }
    if ((await rateLimitCount(this.sql, byShop, now)) >= byShop.rule.max) {
      throw new DomainError(CARD_IMAGE_MESSAGES.shopBudget, 429);
    }
  }

  /**
   * Counts a kept photo of `bytes` against both budgets, in the transaction that stores it; over
   * either, refuses (429) and the transaction, photo included, rolls back. Always the address
   * first, then the shop, so two uploads never wait on each other's counters in opposite orders.
   */
  *take(address: string, bytes: number): SqlWork<void> {
    const now = this.clock.now();
    const [byAddress, byShop] = this.hits(address, Math.ceil(bytes / KIB));
    yield* takeRateLimits([byAddress], now, CARD_IMAGE_MESSAGES.addressBudget);
    yield* takeRateLimits([byShop], now, CARD_IMAGE_MESSAGES.shopBudget);
  }

  private hits(address: string, amount: number): [RateLimitHit, RateLimitHit] {
    const { windowMs, bytesPerAddress, bytesPerShop } = this.config.cardPhotos;
    return [
      {
        rule: { scope: 'card-photos:address', max: Math.floor(bytesPerAddress / KIB), windowMs },
        subject: address,
        amount,
      },
      {
        rule: { scope: 'card-photos:shop', max: Math.floor(bytesPerShop / KIB), windowMs },
        subject: SHOP,
        amount,
      },
    ];
  }
}
