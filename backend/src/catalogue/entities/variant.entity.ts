import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ProductEntity } from './product.entity';

/** Standard / Deluxe / Luxury of a product; the first is the product itself. */
@Entity('variants')
export class VariantEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId: number;

  @ManyToOne(() => ProductEntity, (product) => product.variants)
  @JoinColumn({ name: 'product_id' })
  product: ProductEntity;

  @Column({ type: 'varchar', length: 60 })
  description: string;

  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'integer' })
  discount: number;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;
}
