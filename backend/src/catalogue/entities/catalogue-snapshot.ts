import { DataSource } from 'typeorm';
import { AttributeGroupEntity } from './attribute.entity';
import { CategoryEntity } from './category.entity';
import { AddonEntity, PotEntity, ProductTabEntity } from './extras.entity';
import { ProductEntity } from './product.entity';

/**
 * The whole catalogue read into memory: a few hundred rows that every listing, product page and
 * search needs, so requests never query the catalogue tables.
 */
export interface CatalogueSnapshot {
  categories: CategoryEntity[];
  categoriesBySlug: Map<string, CategoryEntity>;
  categoriesById: Map<number, CategoryEntity>;
  attributeGroups: AttributeGroupEntity[];
  products: ProductEntity[];
  productsById: Map<number, ProductEntity>;
  productsBySlug: Map<string, ProductEntity>;
  /** Variant id → its product (the first variant of a product is the product itself). */
  productsByVariantId: Map<number, ProductEntity>;
  pots: PotEntity[];
  addons: AddonEntity[];
  tabs: ProductTabEntity[];
}

export async function loadCatalogueSnapshot(dataSource: DataSource): Promise<CatalogueSnapshot> {
  const [categories, attributeGroups, products, pots, addons, tabs] = await Promise.all([
    dataSource.getRepository(CategoryEntity).find({ order: { id: 'ASC' } }),
    dataSource.getRepository(AttributeGroupEntity).find({
      relations: { children: true },
      order: { sortOrder: 'ASC', children: { sortOrder: 'ASC' } },
    }),
    dataSource.getRepository(ProductEntity).find({
      relations: { categories: true, attributes: true, variants: true },
      // A query per relation, not one join of all three: the join repeats every product's wide
      // row for each of its categories × attributes × variants (thousands of rows, a second on
      // PostgreSQL at every boot); variants are put in order below.
      relationLoadStrategy: 'query',
      order: { id: 'ASC' },
    }),
    dataSource.getRepository(PotEntity).find({ order: { price: 'ASC', id: 'ASC' } }),
    dataSource.getRepository(AddonEntity).find({ order: { id: 'ASC' } }),
    dataSource.getRepository(ProductTabEntity).find({ order: { id: 'ASC' } }),
  ]);
  const productsByVariantId = new Map<number, ProductEntity>();
  for (const product of products) {
    product.variants.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    for (const variant of product.variants) productsByVariantId.set(variant.id, product);
  }
  return {
    categories,
    categoriesBySlug: new Map(categories.map((c) => [c.slug, c])),
    categoriesById: new Map(categories.map((c) => [c.id, c])),
    attributeGroups,
    products,
    productsById: new Map(products.map((p) => [p.id, p])),
    productsBySlug: new Map(products.map((p) => [p.slug, p])),
    productsByVariantId,
    pots,
    addons,
    tabs,
  };
}
