import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { ProductEntity } from './product.entity';

/** Standard / Deluxe / Luxury of a product; the first is the product itself. */
@Entity('variants')
export class VariantEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId: number;

  // Relation<>: product.entity imports this file back, so the decorator metadata must not name
  // ProductEntity (swc reads it before that module has finished loading; TypeORM's own advice).
  @ManyToOne(() => ProductEntity, (product) => product.variants)
  @JoinColumn({ name: 'product_id' })
  product: Relation<ProductEntity>;

  @Column({ type: 'varchar', length: 60 })
  description: string;

  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'integer' })
  discount: number;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;
}
