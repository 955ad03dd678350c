import sanitizeHtml from 'sanitize-html';
import type { EntityManager } from 'typeorm';
import type { Seeder } from '../../platform/seed/seed-runner';
import { AttributeEntity, AttributeGroupEntity } from '../entities/attribute.entity';
import { CategoryEntity } from '../entities/category.entity';
import { AddonEntity, PotEntity, ProductTabEntity } from '../entities/extras.entity';
import { ProductEntity } from '../entities/product.entity';
import { VariantEntity } from '../entities/variant.entity';
import {
  SEED_ADDONS,
  SEED_ATTRIBUTE_GROUPS,
  SEED_CATEGORIES,
  SEED_POTS,
  SEED_PRODUCT_TABS,
  SEED_PRODUCTS,
} from '.';

const CHUNK = 100;

/** Only the markup product copy needs; everything else is stripped before it reaches the table. */
export function sanitiseCopy(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'strong', 'em', 'b', 'i', 'br', 'ul', 'ol', 'li', 'a', 'h3', 'h4'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: [],
    allowProtocolRelative: false,
  });
}

async function insertChunks(
  manager: EntityManager,
  target: string,
  columns: string[],
  rows: object[],
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(target, columns)
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
}

/** The catalogue of docs/business-rules.md "Catalogue seed", written once per database. */
export class CatalogueSeeder implements Seeder {
  readonly name = 'catalogue-v1';

  async run(manager: EntityManager): Promise<void> {
    await manager.insert(
      CategoryEntity,
      SEED_CATEGORIES.map((c) => ({ ...c, description: sanitiseCopy(c.description) })),
    );
    await manager.insert(
      AttributeGroupEntity,
      SEED_ATTRIBUTE_GROUPS.map((g, i) => ({ id: g.id, name: g.name, sortOrder: i })),
    );
    await manager.insert(
      AttributeEntity,
      SEED_ATTRIBUTE_GROUPS.flatMap((g) =>
        g.children.map((c, i) => ({ id: c.id, name: c.name, groupId: g.id, sortOrder: i })),
      ),
    );
    for (let i = 0; i < SEED_PRODUCTS.length; i += CHUNK) {
      await manager.insert(
        ProductEntity,
        SEED_PRODUCTS.slice(i, i + CHUNK).map((p) => ({
          id: p.id,
          sku: p.sku,
          name: p.name,
          slug: p.slug,
          distributor: p.distributor,
          price: p.price,
          discount: p.discount,
          priceLabel: p.priceLabel,
          description: sanitiseCopy(p.description),
          bulletPoints: p.bulletPoints,
          contents: p.contents,
          tags: p.tags,
          sortingOrder: p.sortingOrder,
          available: p.available,
          isAgeRestricted: p.isAgeRestricted,
          isPersonalisable: p.isPersonalisable,
          isCustomisable: p.isCustomisable,
          posyPoints: p.posyPoints,
          imageMotif: p.image.motif,
          imageColours: p.image.colours,
          relatedIds: p.relatedIds,
          addonIds: p.addonIds,
        })),
      );
    }
    await insertChunks(
      manager,
      'product_categories',
      ['product_id', 'category_id'],
      SEED_PRODUCTS.flatMap((p) => p.categories.map((c) => ({ product_id: p.id, category_id: c }))),
    );
    await insertChunks(
      manager,
      'product_attributes',
      ['product_id', 'attribute_id'],
      SEED_PRODUCTS.flatMap((p) =>
        p.attributes.map((a) => ({ product_id: p.id, attribute_id: a })),
      ),
    );
    await manager.insert(
      VariantEntity,
      SEED_PRODUCTS.flatMap((p) =>
        p.variants.map((v, i) => ({ ...v, productId: p.id, sortOrder: i })),
      ),
    );
    await manager.insert(
      PotEntity,
      SEED_POTS.map((p) => ({ ...p, imageColours: p.image.colours })),
    );
    await manager.insert(
      AddonEntity,
      SEED_ADDONS.map((a) => ({ ...a, imageColours: a.image.colours })),
    );
    await manager.insert(
      ProductTabEntity,
      SEED_PRODUCT_TABS.map((t) => ({ ...t, content: sanitiseCopy(t.content) })),
    );
  }
}
