import type { LandingModule, NavigationItem } from '@shop/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { testDialects } from '../platform/database/scratch-database';
import { createTestApp } from '../testing/test-app';
import { LandingModuleEntity } from './entities/landing-module.entity';
import { LandingPageEntity } from './entities/landing-page.entity';
import { NavigationItemEntity } from './entities/navigation-item.entity';

const HOSTILE =
  '<p onclick="steal()">Fresh flowers<script>alert(1)</script> <a href="javascript:alert(2)">today</a><img src=x onerror="alert(3)"></p>';
const harmless = (text: string) =>
  expect(text).not.toMatch(/<script|onclick|onerror|javascript:|<img/i);

describe.each(testDialects())('content sanitising on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dataSource: DataSource;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    dataSource = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await dataSource.getRepository(LandingModuleEntity).delete({ landingPageId: 3, position: 99 });
    await dataSource.getRepository(NavigationItemEntity).delete({ id: 199 });
  });
  const textModule = async (): Promise<LandingModule & { html?: string }> => {
    const response = await request(t.server).get('/api/landing-page/modules/3').expect(200);
    return response.body.data.find((m: LandingModule) => m.id === 399);
  };
  const row = { id: 399, landingPageId: 3, position: 99, type: 'Text', title: 'Hostile' };
  /** An INSERT around TypeORM's entities, as a migration or another tool might write. */
  const rawInsert = (table: string, values: Record<string, unknown>) => {
    const columns = Object.keys(values);
    const marks = columns.map((_, i) => (dialect === 'postgres' ? `$${i + 1}` : '?'));
    return dataSource.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${marks.join(', ')})`,
      Object.values(values),
    );
  };

  it('sanitises HTML on the way in: a stored module never holds a script', async () => {
    await dataSource
      .getRepository(LandingModuleEntity)
      .insert({ ...row, mobile: true, desktop: true, content: { html: HOSTILE } });

    const [stored] = await dataSource.query(`SELECT content FROM landing_modules WHERE id = 399`);
    harmless(stored.content);
    expect(JSON.parse(stored.content)).toEqual({ html: '<p>Fresh flowers <a>today</a></p>' });
    expect((await textModule()).html).toBe('<p>Fresh flowers <a>today</a></p>');
  });

  it('never answers a script written around the entity, straight into the table', async () => {
    await rawInsert('landing_modules', {
      id: 399,
      landing_page_id: 3,
      position: 99,
      type: 'Text',
      title: 'Hostile',
      mobile: 1,
      desktop: 1,
      content: JSON.stringify({ html: HOSTILE }),
    });

    const answered = await textModule();
    harmless(answered.html!);
    expect(answered.html).toBe('<p>Fresh flowers <a>today</a></p>');
  });

  it('sanitises navigation descriptions both ways', async () => {
    await rawInsert('navigation_items', {
      id: 199,
      parent_id: 1,
      position: 99,
      name: 'Hostile',
      url: '/category/flowers',
      type: 'pane-a',
      is_desktop: 1,
      is_mobile: 1,
      description: HOSTILE,
    });
    const answered = async () => {
      const response = await request(t.server).get('/api/navigation').expect(200);
      const flowers: NavigationItem = response.body.data[0];
      return flowers.children.find((c) => c.name === 'Hostile')!.description!;
    };
    harmless(await answered());
    expect(await answered()).toBe('Fresh flowers today');

    await dataSource.getRepository(NavigationItemEntity).update(199, { description: HOSTILE });
    const [stored] = await dataSource.query(
      'SELECT description FROM navigation_items WHERE id = 199',
    );
    expect(stored.description).toBe('Fresh flowers today');
  });

  it('refuses to store a link or picture that is not a path on this site', async () => {
    const modules = dataSource.getRepository(LandingModuleEntity);
    const banner = (url: string, src: string) => ({
      ...row,
      type: 'GiftCardBanner',
      mobile: true,
      desktop: true,
      content: { text: 'x', image: { src, alt: 'x' }, link: { label: 'x', url } },
    });
    await expect(
      modules.insert(banner('javascript:alert(1)', '/images/products/250-586.svg')),
    ).rejects.toThrow(/must be a path on this site/);
    await expect(
      modules.insert(banner('/product/gift-card', 'https://tracker.example/pixel.svg')),
    ).rejects.toThrow(/must be a path on this site/);
    await expect(
      dataSource.getRepository(NavigationItemEntity).insert({
        id: 199,
        parentId: 1,
        position: 99,
        name: 'Hostile',
        url: 'javascript:alert(1)',
        type: 'pane-a',
        isDesktop: true,
        isMobile: true,
        image: null,
        description: null,
        callToActionName: null,
        callToActionUrl: null,
      }),
    ).rejects.toThrow(/must be a path on this site/);
  });

  it('refuses a landing page hero whose button leads off the shop, and keeps the hero as it was', async () => {
    const pages = dataSource.getRepository(LandingPageEntity);
    const before = (await pages.findOneByOrFail({ id: 1 })).hero;
    await expect(
      pages.update(
        { id: 1 },
        {
          hero: {
            eyebrow: 'x',
            lead: 'x',
            actions: [{ label: 'Win', url: 'javascript:alert(1)' }],
          },
        },
      ),
    ).rejects.toThrow(/must be a path on this site/);
    expect((await pages.findOneByOrFail({ id: 1 })).hero).toEqual(before);
    expect(before?.actions.length).toBe(2);
  });
});
