import type { ProductTabType } from '@shop/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A pot offered with plants (children of customisation attribute 435). */
@Entity('pots')
export class PotEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'integer' })
  discount: number;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'image_colours', type: 'simple-json' })
  imageColours: [string, string, string];
}

/** Chocolates, a vase, a teddy, a balloon. */
@Entity('addons')
export class AddonEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 60, unique: true })
  sku: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'image_colours', type: 'simple-json' })
  imageColours: [string, string, string];
}

/** The 'Why choose' tabs on product pages. */
@Entity('product_tabs')
export class ProductTabEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 40 })
  type: ProductTabType;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'simple-json' })
  reviews: { author: string; rating: number; text: string }[];
}
