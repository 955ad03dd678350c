import { Column, Entity, PrimaryColumn } from 'typeorm';
import { cleanModuleContent } from '../domain/stored-content';

/**
 * One module of a landing page: its type, title, device flags and place in proper columns; what
 * it shows (or, for product modules, the rule its products are read by) as JSON in `content`,
 * cleaned on the way in (`cleanModuleContent`).
 */
@Entity('landing_modules')
export class LandingModuleEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'landing_page_id', type: 'integer' })
  landingPageId: number;

  /** Display order within the page, from 1. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 60 })
  type: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'boolean' })
  mobile: boolean;

  @Column({ type: 'boolean' })
  desktop: boolean;

  @Column({
    type: 'simple-json',
    transformer: { to: cleanModuleContent, from: (v: unknown) => v },
  })
  content: unknown;
}
