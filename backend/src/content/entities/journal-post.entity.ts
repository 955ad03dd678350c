import type { IsoDate } from '@shop/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { pageHtml, picturePath, plain, postSlug } from './content-columns';

/** A journal post (`/journal/{slug}`). */
@Entity('journal_posts')
export class JournalPostEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 80, unique: true, transformer: postSlug })
  slug: string;

  @Column({ type: 'varchar', length: 200, transformer: plain })
  title: string;

  @Column({ name: 'published_on', type: 'varchar', length: 10 })
  publishedOn: IsoDate;

  @Column({ type: 'varchar', length: 100, transformer: plain })
  author: string;

  @Column({
    name: 'image_src',
    type: 'varchar',
    length: 200,
    transformer: picturePath('A journal picture'),
  })
  imageSrc: string;

  @Column({ name: 'image_alt', type: 'varchar', length: 200, transformer: plain })
  imageAlt: string;

  @Column({ type: 'varchar', length: 400, transformer: plain })
  excerpt: string;

  @Column({ type: 'text', transformer: pageHtml })
  html: string;
}
