import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('categories')
export class CategoryEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ name: 'meta_description', type: 'varchar', length: 400 })
  metaDescription: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'default_sort', type: 'varchar', length: 20 })
  defaultSort: 'weight' | 'priceasc';
}
