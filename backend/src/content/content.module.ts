import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue';
import { SeedRunner } from '../platform/seed/seed-runner';
import { SessionResidents } from '../platform/session/session-residents';
import { SessionModule } from '../platform/session/session.module';
import { CONTENT_COMMAND_CONTROLLERS, CONTENT_COMMAND_HANDLERS } from './commands';
import { FormSubmissions } from './commands/form-submissions';
import { ContentPagesService } from './content-pages.service';
import { ContentService } from './content.service';
import { ContentPageEntity } from './entities/content-page.entity';
import { ContentSectionEntity } from './entities/content-section.entity';
import { CustomerStoryEntity } from './entities/customer-story.entity';
import { JournalPostEntity } from './entities/journal-post.entity';
import { LandingModuleEntity } from './entities/landing-module.entity';
import { LandingPageEntity } from './entities/landing-page.entity';
import { NavigationItemEntity } from './entities/navigation-item.entity';
import { CONTENT_QUERY_CONTROLLERS, CONTENT_QUERY_HANDLERS } from './queries';
import { ContentPagesSeeder } from './seed/content-pages.seeder';
import { ContentSeeder } from './seed/content.seeder';
import { LandingHeroesSeeder } from './seed/landing-heroes.seeder';
import { SchemePagesWordingSeeder } from './seed/scheme-pages-wording.seeder';
import { FormSessionResident } from './sessions/form-session-resident';

/**
 * Landing pages, their modules and the navigation; content pages, the journal, customer stories,
 * the sitemap and robots.txt; the feedback, survey and contact forms (docs/architecture.md
 * "Backend modules").
 */
@Module({
  imports: [
    // Imported first so the catalogue, which product modules read, is seeded before the content.
    CatalogueModule,
    SessionModule,
    TypeOrmModule.forFeature([
      LandingPageEntity,
      LandingModuleEntity,
      NavigationItemEntity,
      ContentPageEntity,
      ContentSectionEntity,
      JournalPostEntity,
      CustomerStoryEntity,
    ]),
  ],
  controllers: [...CONTENT_QUERY_CONTROLLERS, ...CONTENT_COMMAND_CONTROLLERS],
  providers: [
    ContentService,
    ContentPagesService,
    FormSubmissions,
    FormSessionResident,
    ...CONTENT_QUERY_HANDLERS,
    ...CONTENT_COMMAND_HANDLERS,
  ],
})
export class ContentModule implements OnModuleInit {
  constructor(
    private readonly seedRunner: SeedRunner,
    private readonly sessions: SessionResidents,
    private readonly formSessions: FormSessionResident,
  ) {}

  // Registered on init so the runner, which applies pending seeders at bootstrap, sees them.
  onModuleInit(): void {
    this.sessions.register(this.formSessions);
    this.seedRunner.register(new ContentSeeder());
    this.seedRunner.register(new ContentPagesSeeder());
    this.seedRunner.register(new LandingHeroesSeeder());
    this.seedRunner.register(new SchemePagesWordingSeeder());
  }
}
