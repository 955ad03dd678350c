import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { LandingHero } from '@shop/contracts';
import { checkSitePath, cleanModuleContent } from '../domain/stored-content';

/**
 * A landing page's head and heading (docs/rules-storefront.md "Landing page"); its modules hang off
 * its id.
 */
@Entity('landing_pages')
export class LandingPageEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  /** The storefront route that shows it: `/`, `/hamper-delivery`, `/greetings-cards`. */
  @Column({ type: 'varchar', length: 200, unique: true })
  path: string;

  @Column({ name: 'seo_title', type: 'varchar', length: 200 })
  seoTitle: string;

  @Column({ name: 'seo_description', type: 'varchar', length: 400 })
  seoDescription: string;

  @Column({ type: 'varchar', length: 200 })
  heading: string;

  @Column({
    type: 'varchar',
    length: 200,
    transformer: { to: (v: string) => checkSitePath(v, 'A page image'), from: (v: string) => v },
  })
  image: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  email: string | null;

  @Column({ name: 'session_expired', type: 'boolean' })
  sessionExpired: boolean;

  /** Eyebrow, lead and calls to action as JSON, cleaned on the way in (links must lead somewhere). */
  @Column({
    type: 'simple-json',
    nullable: true,
    transformer: { to: cleanModuleContent, from: (v: LandingHero | null) => v },
  })
  hero: LandingHero | null;
}
