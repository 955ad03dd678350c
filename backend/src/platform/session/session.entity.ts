import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('sessions')
export class SessionEntity {
  /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ name: 'customer_id', type: 'varchar', length: 64, nullable: true })
  customerId: string | null;

  @Column({ name: 'account_id', type: 'varchar', length: 36, nullable: true })
  accountId: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  role: string | null;

  @Column({ name: 'previous_basket_id', type: 'varchar', length: 64, nullable: true })
  previousBasketId: string | null;

  @Column({ name: 'created_at' })
  createdAt: Date;

  /** Null only on rows written before the column existed. */
  @Column({ name: 'last_seen_at', nullable: true })
  lastSeenAt: Date;
}
