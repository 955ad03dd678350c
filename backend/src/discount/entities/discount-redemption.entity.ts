import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A placed basket that carried a code: written once per basket by the redemptions subscriber
 * (it follows the event log by position), counted against the code's usage limits.
 */
@Entity('discount_redemptions')
export class DiscountRedemptionEntity {
  @PrimaryColumn({ name: 'basket_id', type: 'varchar', length: 100 })
  basketId: string;

  @Column({ type: 'varchar', length: 40 })
  code: string;

  /** The buyer's email in lower case (the per-customer limit counts by it). */
  @Column({ name: 'customer_email', type: 'varchar', length: 320 })
  customerEmail: string;

  @Column({ name: 'discount_pence', type: 'integer' })
  discountPence: number;

  /** Event-log position of the `BasketPlaced` it came from. */
  @Column({ type: 'integer' })
  position: number;
}
