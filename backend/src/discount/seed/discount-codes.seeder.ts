import type { EntityManager } from 'typeorm';
import type { Seeder } from '../../platform/seed/seed-runner';
import { DiscountCodeEntity } from '../entities/discount-code.entity';
import { SEED_DISCOUNT_CODES } from './discount-codes.data';

/**
 * The codes of docs/business-rules.md "Discount codes and affiliates", written once per database; a
 * shop owner adds more as rows.
 */
export class DiscountCodesSeeder implements Seeder {
  readonly name = 'discount-v1';

  async run(manager: EntityManager): Promise<void> {
    await manager.insert(
      DiscountCodeEntity,
      SEED_DISCOUNT_CODES.map(({ rule, ...code }) => ({ ...code, ...rule })),
    );
  }
}
