import type { IsoDate } from '@shop/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PageExtras } from '../domain/content-pages';
import { pageJson, pageSlug, picturePath, plain } from './content-columns';

/**
 * A content page (`/about-us`, `/faq`, `/box`…): its head and heading in columns, what only some
 * pages have (figures, freshness cards, founding date, offer, carousel) as JSON in `extras`.
 * Its sections are `ContentSectionEntity` rows.
 */
@Entity('content_pages')
export class ContentPageEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 80, unique: true, transformer: pageSlug })
  slug: string;

  /** Order in the sitemap. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 100, transformer: plain })
  title: string;

  @Column({ name: 'seo_title', type: 'varchar', length: 200, transformer: plain })
  seoTitle: string;

  @Column({ name: 'seo_description', type: 'varchar', length: 400, transformer: plain })
  seoDescription: string;

  @Column({ type: 'varchar', length: 200, transformer: plain })
  heading: string;

  @Column({ type: 'text', nullable: true, transformer: plain })
  intro: string | null;

  @Column({
    name: 'image_src',
    type: 'varchar',
    length: 200,
    nullable: true,
    transformer: picturePath('A page picture'),
  })
  imageSrc: string | null;

  @Column({ name: 'image_alt', type: 'varchar', length: 200, nullable: true, transformer: plain })
  imageAlt: string | null;

  @Column({ name: 'updated_on', type: 'varchar', length: 10 })
  updatedOn: IsoDate;

  @Column({ name: 'section_routes', type: 'boolean' })
  sectionRoutes: boolean;

  /** As written; read back it is not trusted (`toContentPage` reads it defensively). */
  @Column({ type: 'simple-json', transformer: pageJson })
  extras: PageExtras;
}
