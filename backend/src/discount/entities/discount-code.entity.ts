import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A discount code (docs/business-rules.md "Discount codes and affiliates"): one row per code, added
 * by the shop owner.
 */
@Entity('discount_codes')
export class DiscountCodeEntity {
  /** Upper case, no spaces. */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  code: string;

  @Column({ name: 'percent_off', type: 'integer', nullable: true })
  percentOff: number | null;

  /** Pence. */
  @Column({ name: 'amount_off', type: 'integer', nullable: true })
  amountOff: number | null;

  @Column({ type: 'varchar', length: 20 })
  scope: 'products' | 'hampers';

  /** Pence the basket's products must come to. */
  @Column({ name: 'minimum_spend', type: 'integer' })
  minimumSpend: number;

  @Column({ name: 'requirement_message', type: 'varchar', length: 200 })
  requirementMessage: string;

  @Column({ name: 'is_code_visible', type: 'boolean' })
  isCodeVisible: boolean;

  /** London days, inclusive (`YYYY-MM-DD`); null for open-ended. */
  @Column({ name: 'valid_from', type: 'varchar', length: 10, nullable: true })
  validFrom: string | null;

  @Column({ name: 'valid_until', type: 'varchar', length: 10, nullable: true })
  validUntil: string | null;

  @Column({ name: 'fallback_code', type: 'varchar', length: 40, nullable: true })
  fallbackCode: string | null;

  @Column({ name: 'usage_limit', type: 'integer', nullable: true })
  usageLimit: number | null;

  @Column({ name: 'per_customer_limit', type: 'integer', nullable: true })
  perCustomerLimit: number | null;

  /** Lower case: the `aff` parameter that applies this code. */
  @Column({ name: 'affiliate_id', type: 'varchar', length: 40, nullable: true, unique: true })
  affiliateId: string | null;
}
