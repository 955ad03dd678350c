import type { ContentPage } from '@shop/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { testDialects } from '../../platform/database/scratch-database';
import { createTestApp } from '../../testing/test-app';
import { ContentSectionEntity } from '../entities/content-section.entity';
import { SchemePagesWordingSeeder } from './scheme-pages-wording.seeder';

describe.each(testDialects())('the scheme pages reworded for issue 16 on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(async () => {
    await t.close();
  });
  const sectionHtml = async (slug: string, section: string) => {
    const page = (await request(t.server).get(`/api/content-page/${slug}`).expect(200)).body
      .data as ContentPage;
    return page.sections.find((s) => s.slug === section)?.html ?? '';
  };

  it('brings a database seeded with the old words to the new ones', async () => {
    const manager = t.app.get(DataSource).manager;
    // As a database seeded before the change had it.
    await manager.update(
      ContentSectionEntity,
      { pageId: 14, slug: 'how-it-works' },
      { html: '<ol><li>Sign in and find your personal link in your account.</li></ol>' },
    );
    await new SchemePagesWordingSeeder().run(manager);
    expect(await sectionHtml('refer-a-friend', 'how-it-works')).toContain(
      'copy your personal link from this page',
    );
    expect(await sectionHtml('posy-points', 'spending')).toContain(
      'cannot be used on a basket that holds only subscriptions, or on a free order',
    );
    expect(await sectionHtml('posy-points', 'earning')).not.toContain('subscription');
  });
});
