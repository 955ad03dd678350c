import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryColumn } from 'typeorm';

/** A filter group: Colour, Occasion, Recipient, Birthday Ages, Anniversaries, Style. */
@Entity('attribute_groups')
export class AttributeGroupEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;

  @OneToMany(() => AttributeEntity, (attribute) => attribute.group)
  children: AttributeEntity[];
}

/** One filter value (a group's child), e.g. Colour › Pink. */
@Entity('attributes')
export class AttributeEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'group_id', type: 'integer' })
  groupId: number;

  @ManyToOne(() => AttributeGroupEntity, (group) => group.children)
  @JoinColumn({ name: 'group_id' })
  group: AttributeGroupEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;
}
