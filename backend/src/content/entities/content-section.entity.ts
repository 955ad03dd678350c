import type { FaqEntry } from '@shop/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { pageHtml, pageJson, picturePath, plain, sectionSlug } from './content-columns';

/** A section of a content page: heading, sanitised HTML, an optional picture, FAQ entries as JSON. */
@Entity('content_page_sections')
export class ContentSectionEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'page_id', type: 'integer' })
  pageId: number;

  /** Display order within the page, from 1. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 80, transformer: sectionSlug })
  slug: string;

  @Column({ type: 'varchar', length: 200, transformer: plain })
  title: string;

  @Column({ type: 'text', transformer: pageHtml })
  html: string;

  @Column({
    name: 'picture_src',
    type: 'varchar',
    length: 200,
    nullable: true,
    transformer: picturePath('A section picture'),
  })
  pictureSrc: string | null;

  @Column({ name: 'picture_alt', type: 'varchar', length: 200, nullable: true, transformer: plain })
  pictureAlt: string | null;

  /** The section's questions, empty for most sections; read back it is not trusted. */
  @Column({ type: 'simple-json', transformer: pageJson })
  faqs: FaqEntry[];
}
