import { Column, Entity, PrimaryColumn, type ValueTransformer } from 'typeorm';

/** ISO weekdays as the column stores them: [2, 3, 4, 5, 6] ⇄ '2,3,4,5,6'. */
const weekdayList: ValueTransformer = {
  to: (days: readonly number[]) => days.join(','),
  from: (stored: string) => (stored === '' ? [] : stored.split(',').map(Number)),
};

/** A row of `delivery_methods`: the seeded copy of a `DeliveryMethodRule`. */
@Entity('delivery_methods')
export class DeliveryMethodEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Pence. */
  @Column({ type: 'integer' })
  price: number;

  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  @Column({ type: 'varchar', length: 20, transformer: weekdayList })
  weekdays: number[];

  @Column({ name: 'requires_postcode_check', type: 'boolean' })
  requiresPostcodeCheck: boolean;

  @Column({ name: 'date_suffix', type: 'varchar', length: 40 })
  dateSuffix: string;

  @Column({ name: 'override_method', type: 'varchar', length: 40, nullable: true })
  overrideMethod: string | null;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;
}
