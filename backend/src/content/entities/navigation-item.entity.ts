import type { NavigationItem } from '@shop/contracts';
import { Column, Entity, PrimaryColumn, type ValueTransformer } from 'typeorm';
import { sanitiseDescription } from '../domain/content-html';
import { checkSiteLink, checkSitePath } from '../domain/stored-content';

const sitePath = (what: string): ValueTransformer => ({
  to: (value: string | null) => checkSitePath(value, what),
  from: (value: string | null) => value,
});

/** A link: a route content may use (`siteRoute`), refused otherwise. */
const siteLink = (what: string): ValueTransformer => ({
  to: (value: string | null) => checkSiteLink(value, what),
  from: (value: string | null) => value,
});

const description: ValueTransformer = {
  to: (value: string | null) => (value === null ? null : sanitiseDescription(value)),
  from: (value: string | null) => value,
};

/**
 * One item of the navigation tree (docs/rules-storefront.md "Navigation item"); top-level items
 * have no parent.
 */
@Entity('navigation_items')
export class NavigationItemEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'parent_id', type: 'integer', nullable: true })
  parentId: number | null;

  /** Order among its siblings, from 1. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 300, transformer: siteLink('A navigation url') })
  url: string;

  @Column({ type: 'varchar', length: 10 })
  type: NavigationItem['type'];

  @Column({ name: 'is_desktop', type: 'boolean' })
  isDesktop: boolean;

  @Column({ name: 'is_mobile', type: 'boolean' })
  isMobile: boolean;

  @Column({
    type: 'varchar',
    length: 200,
    nullable: true,
    transformer: sitePath('A navigation image'),
  })
  image: string | null;

  @Column({ type: 'varchar', length: 400, nullable: true, transformer: description })
  description: string | null;

  @Column({ name: 'call_to_action_name', type: 'varchar', length: 100, nullable: true })
  callToActionName: string | null;

  @Column({
    name: 'call_to_action_url',
    type: 'varchar',
    length: 300,
    nullable: true,
    transformer: siteLink('A call to action url'),
  })
  callToActionUrl: string | null;
}
