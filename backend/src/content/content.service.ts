import { Injectable } from '@nestjs/common';
import type { LandingPage } from '@shop/contracts';
import { DataSource } from 'typeorm';
import type { StoredLandingModule } from './domain/landing-modules';
import type { StoredNavigationItem } from './domain/navigation-tree';
import { LandingModuleEntity } from './entities/landing-module.entity';
import { LandingPageEntity } from './entities/landing-page.entity';
import { NavigationItemEntity } from './entities/navigation-item.entity';

/**
 * Reads the content tables. Content is small and read per request (one query each), so an edit
 * shows at once; only product modules' products come from the catalogue's cached snapshot.
 */
@Injectable()
export class ContentService {
  constructor(private readonly dataSource: DataSource) {}

  /** A landing page, or null when there is none with that id. */
  async landingPage(id: number): Promise<LandingPage | null> {
    const page = await this.dataSource.getRepository(LandingPageEntity).findOneBy({ id });
    if (!page) return null;
    const { path: _path, ...fields } = page;
    return fields;
  }

  /** A page's stored modules in display order, or null when there is no such page. */
  async landingModules(pageId: number): Promise<StoredLandingModule[] | null> {
    const modules = await this.dataSource.getRepository(LandingModuleEntity).find({
      where: { landingPageId: pageId },
      order: { position: 'ASC', id: 'ASC' },
    });
    // A page without modules is rare: only then is a second query needed to tell it from none.
    if (modules.length === 0 && !(await this.landingPage(pageId))) return null;
    return modules;
  }

  /** Every landing page's route and SEO title, in id order. */
  landingRoutes(): Promise<{ path: string; seoTitle: string }[]> {
    return this.dataSource
      .getRepository(LandingPageEntity)
      .find({ select: { id: true, path: true, seoTitle: true }, order: { id: 'ASC' } });
  }

  /** Every navigation row; the tree is built by `navigationTree`. */
  navigationItems(): Promise<StoredNavigationItem[]> {
    return this.dataSource.getRepository(NavigationItemEntity).find({ order: { id: 'ASC' } });
  }
}
