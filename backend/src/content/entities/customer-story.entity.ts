import { Column, Entity, PrimaryColumn } from 'typeorm';
import { picturePath, plain } from './content-columns';

/** A customer's story, as the CustomerStories module and `/making-a-difference` show it. */
@Entity('customer_stories')
export class CustomerStoryEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  /** Display order, from 1. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 100, transformer: plain })
  name: string;

  @Column({ type: 'varchar', length: 100, transformer: plain })
  place: string;

  @Column({ type: 'text', transformer: plain })
  story: string;

  @Column({
    name: 'image_src',
    type: 'varchar',
    length: 200,
    transformer: picturePath('A story picture'),
  })
  imageSrc: string;

  @Column({ name: 'image_alt', type: 'varchar', length: 200, transformer: plain })
  imageAlt: string;
}
