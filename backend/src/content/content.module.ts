import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue';
import { SeedRunner } from '../platform/seed/seed-runner';
import { ContentService } from './content.service';
import { LandingModuleEntity } from './entities/landing-module.entity';
import { LandingPageEntity } from './entities/landing-page.entity';
import { NavigationItemEntity } from './entities/navigation-item.entity';
import { CONTENT_QUERY_CONTROLLERS, CONTENT_QUERY_HANDLERS } from './queries';
import { ContentSeeder } from './seed/content.seeder';

/** Landing pages, their modules and the navigation (ARCHITECTURE.md `content`). */
@Module({
  imports: [
    // Imported first so the catalogue, which product modules read, is seeded before the content.
    CatalogueModule,
    TypeOrmModule.forFeature([LandingPageEntity, LandingModuleEntity, NavigationItemEntity]),
  ],
  controllers: [...CONTENT_QUERY_CONTROLLERS],
  providers: [ContentService, ...CONTENT_QUERY_HANDLERS],
})
export class ContentModule implements OnModuleInit {
  constructor(private readonly seedRunner: SeedRunner) {}

  // Registered on init so the runner, which applies pending seeders at bootstrap, sees it.
  onModuleInit(): void {
    this.seedRunner.register(new ContentSeeder());
  }
}
