import type { DistributorName } from '@shop/contracts';
import { Column, Entity, JoinTable, ManyToMany, OneToMany, PrimaryColumn } from 'typeorm';
import type { SeedImageMotif } from '../images/image-motif';
import { AttributeEntity } from './attribute.entity';
import { CategoryEntity } from './category.entity';
import { VariantEntity } from './variant.entity';

@Entity('products')
export class ProductEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 60, unique: true })
  sku: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 200, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 40 })
  distributor: DistributorName;

  /** Pence. */
  @Column({ type: 'integer' })
  price: number;

  /** Pence off `price`. */
  @Column({ type: 'integer' })
  discount: number;

  @Column({ name: 'price_label', type: 'varchar', length: 60, nullable: true })
  priceLabel: string | null;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'bullet_points', type: 'simple-json' })
  bulletPoints: string[];

  @Column({ type: 'simple-json' })
  contents: string[];

  /** Attribute values such as 'A5', 'A6', 'Pots', '435'. */
  @Column({ type: 'simple-json' })
  tags: string[];

  @Column({ name: 'sorting_order', type: 'integer' })
  sortingOrder: number;

  @Column({ type: 'boolean' })
  available: boolean;

  @Column({ name: 'is_age_restricted', type: 'boolean' })
  isAgeRestricted: boolean;

  @Column({ name: 'is_personalisable', type: 'boolean' })
  isPersonalisable: boolean;

  @Column({ name: 'is_customisable', type: 'boolean' })
  isCustomisable: boolean;

  @Column({ name: 'posy_points', type: 'integer' })
  posyPoints: number;

  @Column({ name: 'image_motif', type: 'varchar', length: 20 })
  imageMotif: SeedImageMotif;

  @Column({ name: 'image_colours', type: 'simple-json' })
  imageColours: [string, string, string];

  @Column({ name: 'related_ids', type: 'simple-json' })
  relatedIds: number[];

  @Column({ name: 'addon_ids', type: 'simple-json' })
  addonIds: number[];

  @ManyToMany(() => CategoryEntity)
  @JoinTable({
    name: 'product_categories',
    joinColumn: { name: 'product_id' },
    inverseJoinColumn: { name: 'category_id' },
  })
  categories: CategoryEntity[];

  @ManyToMany(() => AttributeEntity)
  @JoinTable({
    name: 'product_attributes',
    joinColumn: { name: 'product_id' },
    inverseJoinColumn: { name: 'attribute_id' },
  })
  attributes: AttributeEntity[];

  @OneToMany(() => VariantEntity, (variant) => variant.product)
  variants: VariantEntity[];
}
