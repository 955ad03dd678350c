import request from 'supertest';
import { DataSource } from 'typeorm';
import { testDialects } from '../platform/database/scratch-database';
import { createTestApp } from '../testing/test-app';
import { ContentPageEntity } from './entities/content-page.entity';
import { ContentSectionEntity } from './entities/content-section.entity';
import { CustomerStoryEntity } from './entities/customer-story.entity';
import { JournalPostEntity } from './entities/journal-post.entity';

const HOSTILE =
  '<p onclick="steal()">Fresh flowers<script>alert(1)</script> <a href="javascript:alert(2)">today</a><img src=x onerror="alert(3)"></p>';
const CLEAN = '<p>Fresh flowers <a>today</a></p>';
const harmless = (value: unknown) =>
  expect(JSON.stringify(value)).not.toMatch(/<script|onclick|onerror|javascript:|<img|alert\(/i);
const PICTURE = '/images/products/101-586.svg';

describe.each(testDialects())('content pages sanitising on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dataSource: DataSource;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: new Date('2026-06-04T10:00:00Z') });
    dataSource = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await dataSource.getRepository(ContentPageEntity).delete({ id: 999 });
    await dataSource.getRepository(JournalPostEntity).delete({ id: 999 });
    await dataSource.getRepository(CustomerStoryEntity).delete({ id: 999 });
  });
  const get = (path: string) => request(t.server).get(path);
  const rawInsert = (table: string, values: Record<string, unknown>) => {
    const columns = Object.keys(values);
    const marks = columns.map((_, i) => (dialect === 'postgres' ? `$${i + 1}` : '?'));
    return dataSource.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${marks.join(', ')})`,
      Object.values(values).map((v) => (typeof v === 'boolean' && dialect === 'sqlite' ? +v : v)),
    );
  };
  const page = (fields: Partial<ContentPageEntity> = {}) => ({
    id: 999,
    slug: 'hostile',
    position: 999,
    title: 'Hostile',
    seoTitle: 'Hostile',
    seoDescription: 'Hostile',
    heading: 'Hostile',
    intro: null,
    imageSrc: null,
    imageAlt: null,
    updatedOn: '2026-06-01',
    sectionRoutes: true,
    extras: {},
    ...fields,
  });
  const section = (fields: Partial<ContentSectionEntity> = {}) => ({
    id: 99901,
    pageId: 999,
    position: 1,
    slug: 'part',
    title: 'Part',
    html: '<p>x</p>',
    pictureSrc: null,
    pictureAlt: null,
    faqs: [],
    ...fields,
  });

  it('sanitises on the way in: stored rows never hold a script or an event attribute', async () => {
    await dataSource.getRepository(ContentPageEntity).insert(
      page({
        heading: 'Hello <script>alert(1)</script>',
        extras: { offer: { code: 'X', percentOff: 1, shopUrl: '/?aff=newbox15', text: HOSTILE } },
      }),
    );
    await dataSource
      .getRepository(ContentSectionEntity)
      .insert(section({ html: HOSTILE, faqs: [{ question: 'Why?', html: HOSTILE }] }));

    const [stored] = await dataSource.query(
      'SELECT heading, extras FROM content_pages WHERE id = 999',
    );
    const [storedSection] = await dataSource.query(
      'SELECT html, faqs FROM content_page_sections WHERE id = 99901',
    );
    harmless([stored, storedSection]);
    expect(storedSection.html).toBe(CLEAN);
    expect(JSON.parse(storedSection.faqs)).toEqual([{ question: 'Why?', html: CLEAN }]);

    const answered = (await get('/api/content-page/hostile').expect(200)).body.data;
    harmless(answered);
    expect(answered.sections[0]).toMatchObject({ html: CLEAN, faqs: [{ html: CLEAN }] });
  });

  it('never answers markup written straight into the tables, around the entities', async () => {
    await rawInsert('content_pages', {
      id: 999,
      slug: 'hostile',
      position: 999,
      title: '<b onclick="x()">Hostile</b>',
      seo_title: 'Hostile',
      seo_description: 'Hostile',
      heading: HOSTILE,
      intro: HOSTILE,
      updated_on: '2026-06-01',
      section_routes: true,
      extras: JSON.stringify({
        figures: [{ figure: HOSTILE, label: 'x' }],
        carousel: { images: [] },
      }),
    });
    await rawInsert('content_page_sections', {
      id: 99901,
      page_id: 999,
      position: 1,
      slug: 'part',
      title: 'Part',
      html: HOSTILE,
      faqs: JSON.stringify([{ question: HOSTILE, html: HOSTILE }]),
    });
    await rawInsert('journal_posts', {
      id: 999,
      slug: 'hostile',
      title: HOSTILE,
      published_on: '2026-06-01',
      author: 'x',
      image_src: PICTURE,
      image_alt: HOSTILE,
      excerpt: HOSTILE,
      html: HOSTILE,
    });
    await rawInsert('customer_stories', {
      id: 999,
      position: 999,
      name: '<b onclick="x()">Priya</b><script>alert(1)</script>',
      place: 'x',
      story: HOSTILE,
      image_src: PICTURE,
      image_alt: 'x',
    });

    const answers = [
      (await get('/api/content-page/hostile').expect(200)).body.data,
      (await get('/api/journal/hostile').expect(200)).body.data,
      (await get('/api/journal').expect(200)).body.data,
      (await get('/api/customer-stories').expect(200)).body.data,
      (await get('/api/landing-page/modules/1').expect(200)).body.data,
    ];
    harmless(answers);
    expect(answers[0].sections[0].html).toBe(CLEAN);
    expect(answers[0].heading).toBe('Fresh flowers today');
    expect(answers[1].html).toBe(CLEAN);
  });

  it('refuses to store a link that is not a route content may use, or a picture elsewhere', async () => {
    const pages = dataSource.getRepository(ContentPageEntity);
    const sections = dataSource.getRepository(ContentSectionEntity);
    await pages.insert(page());

    await expect(
      sections.insert(section({ html: '<p><a href="/checkout">Pay</a></p>' })),
    ).rejects.toThrow(/must lead to a route content may link to/);
    await expect(
      sections.insert(section({ faqs: [{ question: 'x', html: '<a href="/a/b/c">x</a>' }] })),
    ).rejects.toThrow(/must lead to a route content may link to/);
    await expect(
      sections.insert(section({ pictureSrc: 'https://tracker.example/pixel.svg' })),
    ).rejects.toThrow(/must be a path on this site/);
    await expect(sections.insert(section({ slug: 'two words' }))).rejects.toThrow(
      /not a slug content may use/,
    );
    await expect(
      pages.update(999, {
        extras: { offer: { code: 'X', percentOff: 1, shopUrl: 'javascript:alert(1)', text: '' } },
      }),
    ).rejects.toThrow(/must be a path on this site/);
    await expect(pages.insert(page({ id: 998, slug: 'checkout' }))).rejects.toThrow(
      /not a slug content may use/,
    );
    await expect(
      dataSource.getRepository(JournalPostEntity).insert({
        id: 999,
        slug: 'x',
        title: 'x',
        publishedOn: '2026-06-01',
        author: 'x',
        imageSrc: '//tracker.example/x.svg',
        imageAlt: 'x',
        excerpt: 'x',
        html: '<p>x</p>',
      }),
    ).rejects.toThrow(/must be a path on this site/);
    expect(await sections.countBy({ pageId: 999 })).toBe(0);
  });
});
